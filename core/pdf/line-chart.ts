/**
 * A line chart drawn into a PDF as vectors: one series over the years, the value axis with its tick labels and
 * unit, the years along the bottom. Right to left in Arabic: the years run from the right and the value axis
 * stands on the right.
 */
import { scaleLinear, scalePoint } from 'd3-scale';
import type { Layout } from './layout.ts';

const HEIGHT = 170;
const AXIS = 52;
const COLOR: [number, number, number] = [15, 100, 102];

export type LinePoint = { label: string; value: number };

export function drawLineChart(
  layout: Layout,
  points: LinePoint[],
  { tick, unit }: { tick: (value: number) => string; unit: string },
) {
  const { doc, rtl } = layout;
  layout.room(HEIGHT + 30);
  doc.setFontSize(8).setTextColor(90);
  // The unit above the value axis
  layout.write(unit, layout.left, layout.y + 10, layout.width, rtl);
  const top = layout.y + 22;
  const bottom = top + HEIGHT - 24;
  const plotLeft = layout.left + (rtl ? 0 : AXIS);
  const plotRight = layout.left + layout.width - (rtl ? AXIS : 0);
  const values = points.map((p) => p.value);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = (high - low || Math.abs(high) || 1) * 0.1;
  const y = scaleLinear()
    .domain([low >= 0 ? Math.max(0, low - pad) : low - pad, high + pad])
    .nice(5)
    .range([bottom, top]);

  doc.setDrawColor(220).setLineWidth(0.5);
  for (const t of y.ticks(5)) {
    doc.line(plotLeft, y(t), plotRight, y(t));
    const label = tick(t);
    if (rtl) layout.write(label, plotRight + 4, y(t) + 3, AXIS - 4, false);
    else layout.write(label, layout.left, y(t) + 3, AXIS - 6, true);
  }

  const x = scalePoint()
    .domain(points.map((_, i) => String(i)))
    .range(rtl ? [plotRight - 10, plotLeft + 10] : [plotLeft + 10, plotRight - 10]);
  doc.setDrawColor(150).line(plotLeft, bottom, plotRight, bottom);
  // Every other label when they would crowd
  const step = points.length > 10 ? 2 : 1;
  points.forEach((p, i) => {
    if ((points.length - 1 - i) % step) return;
    const width = doc.getTextWidth(p.label);
    layout.write(p.label, x(String(i))! - width / 2, bottom + 12, width, false);
  });
  doc.setTextColor(0);

  doc
    .setDrawColor(...COLOR)
    .setFillColor(...COLOR)
    .setLineWidth(1.8);
  let previous: [number, number] | null = null;
  points.forEach((p, i) => {
    const point: [number, number] = [x(String(i))!, y(p.value)];
    if (previous) doc.line(previous[0], previous[1], point[0], point[1]);
    doc.circle(point[0], point[1], 2.2, 'F');
    previous = point;
  });
  doc.setLineWidth(0.5);
  layout.y = bottom + 26;
}
