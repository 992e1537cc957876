/**
 * Helpers for testing a MapLibre map from the outside, as a visitor sees it: the map is a canvas, so positions
 * are computed with Web Mercator from the view in the address (view=zoom/lat/lon), and what is drawn is checked
 * by counting pixels of a colour in a screenshot.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export type Position = [number, number];
type Collection = { features: { properties: Record<string, unknown>; geometry: { coordinates: unknown } }[] };
export const geojson = (file: string) => JSON.parse(readFileSync(`data/${file}`, 'utf8')) as Collection;

/** turf's centroid of a polygon: the mean of its outer ring's vertices, the closing one excluded. */
export function centreOf(polygon: unknown): Position {
  const ring = (polygon as Position[][])[0]!.slice(0, -1);
  return [0, 1].map((i) => ring.reduce((sum, p) => sum + p[i]!, 0) / ring.length) as Position;
}

/**
 * Waits for the live map in `scope` to be drawn (MapLibre loaded, base map and layers in place) as a reader gets
 * it: scrolling to the map, which draws its still picture, then pointing at it, which starts the live map.
 */
export async function mapReady(scope: Page | Locator) {
  const map = scope.locator('[data-map-status]').first();
  // The map's box is at first a placeholder of the same size, replaced when the map's code arrives: scrolled to
  // again if it was replaced meanwhile
  await expect(() => map.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
  await expect(map).not.toHaveAttribute('data-map-status', 'idle');
  if ((await map.getAttribute('data-map-status')) === 'still') await map.hover();
  await expect(scope.locator('[data-map-status="ready"]').first()).toBeVisible({ timeout: 30_000 });
  // The still picture stays over the live map until the live map has drawn its layers
  await expect(map.locator('[data-still-map]')).toHaveCount(0, { timeout: 30_000 });
}

/** The longitude/latitude of a pixel (relative to the map's canvas), for a map showing `view` (512 px tiles). */
export function positionOf(
  px: { x: number; y: number },
  view: { zoom: number; lat: number; lon: number },
  size: Position,
): Position {
  const world = 512 * 2 ** view.zoom;
  const cx = ((view.lon + 180) / 360) * world + px.x - size[0] / 2;
  const cy =
    ((1 - Math.log(Math.tan(Math.PI / 4 + (view.lat * Math.PI) / 360)) / Math.PI) / 2) * world +
    px.y -
    size[1] / 2;
  const lon = (cx / world) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * cy) / world))) * 180) / Math.PI;
  return [lon, lat];
}

/** Great-circle distance in km (radius 6371.0088 km, as turf). */
export function haversineKm([lon1, lat1]: Position, [lon2, lat2]: Position) {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(a));
}

/** The view written in the page's address. */
export function viewIn(url: string) {
  const view = new URL(url).searchParams.get('view');
  if (!view) return null;
  const [zoom, lat, lon] = view.split('/').map(Number) as [number, number, number];
  return { zoom, lat, lon };
}

/**
 * How many pixels of a PNG are within `tolerance` of a colour (#rrggbb on each channel). The PNG is decoded by
 * the browser itself, so no image library is needed.
 */
export async function countColour(page: Page, png: Buffer, hex: string, tolerance = 14): Promise<number> {
  const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return page.evaluate(
    `(async () => {
      const bytes = Uint8Array.from(atob('${png.toString('base64')}'), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d');
      ctx.drawImage(bitmap, 0, 0);
      const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
      const [r, g, b] = ${JSON.stringify(rgb)};
      let count = 0;
      for (let i = 0; i < data.length; i += 4)
        if (Math.abs(data[i] - r) <= ${tolerance} && Math.abs(data[i + 1] - g) <= ${tolerance} && Math.abs(data[i + 2] - b) <= ${tolerance}) count++;
      return count;
    })()`,
  );
}

/** The size of a PNG, read from its header. */
export function pngSize(png: Buffer): Position {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}
