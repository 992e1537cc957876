import type { Map as MapLibreMap } from 'maplibre-gl';

export type LegendEntry = { label: string; color: string; kind: 'fill' | 'line' | 'point' };
export type PictureText = {
  title: string;
  legendHeading: string;
  legend: LegendEntry[];
  /** Lines under the legend: sources and licences, date. */
  credits: string[];
  dir: 'ltr' | 'rtl';
};

const FONT = '"Inter Variable", "IBM Plex Sans Arabic", sans-serif';

/** The map's canvas as it is drawn now (read in the frame it is drawn, so the picture is never blank). */
function grabFrame(map: MapLibreMap): Promise<HTMLCanvasElement> {
  return new Promise((resolve) => {
    map.once('render', () => {
      const source = map.getCanvas();
      const copy = document.createElement('canvas');
      copy.width = source.width;
      copy.height = source.height;
      copy.getContext('2d')!.drawImage(source, 0, 0);
      resolve(copy);
    });
    map.triggerRepaint();
  });
}

/**
 * A PNG of the map's current view with a band below it: title, the legend of what is drawn, and the credits.
 * Text is laid out in the page's direction.
 */
export async function mapPicture(map: MapLibreMap, text: PictureText): Promise<Blob> {
  const frame = await grabFrame(map);
  const scale = frame.width / map.getCanvas().clientWidth || 1;
  const width = frame.width;
  const pad = 16 * scale;
  const rtl = text.dir === 'rtl';

  // Measure the legend's rows first, to size the band.
  const measure = document.createElement('canvas').getContext('2d')!;
  measure.font = `${13 * scale}px ${FONT}`;
  const itemWidths = text.legend.map(
    (item) => 22 * scale + measure.measureText(item.label).width + 18 * scale,
  );
  const rows: LegendEntry[][] = [[]];
  const widths: number[][] = [[]];
  let used = 0;
  text.legend.forEach((item, i) => {
    if (used + itemWidths[i]! > width - 2 * pad && rows.at(-1)!.length) {
      rows.push([]);
      widths.push([]);
      used = 0;
    }
    rows.at(-1)!.push(item);
    widths.at(-1)!.push(itemWidths[i]!);
    used += itemWidths[i]!;
  });
  const line = 20 * scale;
  const band = pad + 24 * scale + line + rows.length * line + text.credits.length * 17 * scale + pad;

  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = frame.height + band;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(frame, 0, 0);
  ctx.fillStyle = '#d4d4d8';
  ctx.fillRect(0, frame.height, width, scale);

  ctx.direction = text.dir;
  ctx.textAlign = 'start';
  ctx.textBaseline = 'middle';
  const startX = rtl ? width - pad : pad;
  const along = (x: number, w: number) => (rtl ? x - w : x + w);
  let y = frame.height + pad + 10 * scale;

  ctx.fillStyle = '#111827';
  ctx.font = `600 ${17 * scale}px ${FONT}`;
  ctx.fillText(text.title, startX, y);
  y += 24 * scale;

  ctx.font = `600 ${13 * scale}px ${FONT}`;
  ctx.fillText(text.legendHeading, startX, y);
  y += line;
  ctx.font = `${13 * scale}px ${FONT}`;
  rows.forEach((row, r) => {
    let x = startX;
    row.forEach((item, i) => {
      const swatch = 14 * scale;
      const left = rtl ? x - swatch : x;
      ctx.fillStyle = item.color;
      if (item.kind === 'line') ctx.fillRect(left, y - 2 * scale, swatch, 4 * scale);
      else if (item.kind === 'point') {
        ctx.beginPath();
        ctx.arc(left + swatch / 2, y, swatch / 2.6, 0, 2 * Math.PI);
        ctx.fill();
      } else ctx.fillRect(left, y - swatch / 2, swatch, swatch);
      ctx.fillStyle = '#1f2937';
      ctx.fillText(item.label, along(x, 22 * scale), y);
      x = along(x, widths[r]![i]!);
    });
    y += line;
  });

  ctx.fillStyle = '#52525b';
  ctx.font = `${11.5 * scale}px ${FONT}`;
  for (const credit of text.credits) {
    ctx.fillText(credit, startX, y);
    y += 17 * scale;
  }

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no picture'))), 'image/png'),
  );
}
