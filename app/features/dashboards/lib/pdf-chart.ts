/**
 * A dashboard chart drawn into the PDF as vectors: a line per governorate over the years, or bars per group
 * side by side, with the value axis, category labels and (for several governorates) a legend. Right to left in
 * the Arabic edition: categories run from the right and the value axis stands on the right.
 */
import type { Layout } from '@core/pdf/layout';
import { scaleBand, scaleLinear } from 'd3-scale';
import { styleOf } from '~/lib/place-style';
import type { presenter } from './present';

type Chart = ReturnType<ReturnType<typeof presenter>['chart']>;

const HEIGHT = 170;
const AXIS = 48;
const PRIMARY = '#0f6466';
const SECOND = '#9a5b13';

const rgb = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

export function drawChart(layout: Layout, chart: Chart) {
  const { doc, rtl } = layout;
  const several = chart.series.length > 1;
  layout.room(HEIGHT + (several ? 40 : 24));
  const colorOf = (geo: string, i = 0) =>
    several ? styleOf(geo).color : chart.rows.length !== 2 || i % 2 === 0 ? PRIMARY : SECOND;

  // Legend: a swatch and the place's name per line drawn
  doc.setFontSize(8);
  if (several) {
    let x = rtl ? layout.left + layout.width : layout.left;
    const y = layout.y + 10;
    for (const s of chart.series) {
      const width = doc.getTextWidth(s.name) + 22;
      if (rtl) x -= width;
      doc.setFillColor(...rgb(colorOf(s.geo))).rect(rtl ? x + width - 12 : x, y - 6, 10, 6, 'F');
      layout.write(s.name, rtl ? x : x + 14, y, width - 14, false);
      if (!rtl) x += width;
    }
    layout.y += 18;
  }

  const top = layout.y + 8;
  const bottom = top + HEIGHT - 24;
  const plotLeft = layout.left + (rtl ? 0 : AXIS);
  const plotRight = layout.left + layout.width - (rtl ? AXIS : 0);
  const values = chart.rows.flatMap((r) => r.values).filter((v): v is number => v !== null);
  const trend = chart.indicator.chart === 'trend';
  const low = Math.min(...values);
  const domain =
    chart.domain ??
    (trend
      ? [low - (Math.max(...values) - low) * 0.1, Math.max(...values)]
      : [Math.min(0, low), Math.max(...values)]);
  const y = scaleLinear().domain(domain).nice(5).range([bottom, top]);

  // Value axis: grid lines and tick labels
  doc.setDrawColor(220).setLineWidth(0.5);
  doc.setTextColor(90);
  for (const tick of y.ticks(5)) {
    doc.line(plotLeft, y(tick), plotRight, y(tick));
    const label = chart.format.tick(tick);
    if (rtl) layout.write(label, plotRight + 4, y(tick) + 3, AXIS - 4, false);
    else layout.write(label, layout.left, y(tick) + 3, AXIS - 6, true);
  }

  // Categories along the bottom, from the right in Arabic
  const x = scaleBand()
    .domain(chart.rows.map((_, i) => String(i)))
    .range(rtl ? [plotRight, plotLeft] : [plotLeft, plotRight])
    .paddingInner(trend ? 0 : 0.25)
    .paddingOuter(trend ? 0 : 0.15);
  const band = x.bandwidth();
  const start = (i: number) => x(String(i))!;
  doc.setDrawColor(150).line(plotLeft, bottom, plotRight, bottom);
  chart.rows.forEach((row, i) => {
    const label = layout.fit(row.label, band + (trend ? 0 : band * 0.3));
    const width = doc.getTextWidth(label);
    layout.write(label, start(i) + (band - width) / 2, bottom + 12, width, false);
  });
  doc.setTextColor(0);

  if (trend) {
    chart.series.forEach((s, si) => {
      const color = rgb(colorOf(s.geo));
      doc
        .setDrawColor(...color)
        .setFillColor(...color)
        .setLineWidth(several ? 1.2 : 2);
      let previous: [number, number] | null = null;
      chart.rows.forEach((row, i) => {
        const v = row.values[si];
        if (v == null) {
          previous = null;
          return;
        }
        const point: [number, number] = [start(i) + band / 2, y(v)];
        if (previous) doc.line(previous[0], previous[1], point[0], point[1]);
        doc.circle(point[0], point[1], several ? 1.8 : 2.6, 'F');
        previous = point;
      });
    });
  } else {
    const inner = scaleBand()
      .domain(chart.series.map((s) => s.geo))
      .range([0, band])
      .paddingInner(0.1);
    chart.rows.forEach((row, i) =>
      chart.series.forEach((s, si) => {
        const v = row.values[si];
        if (v == null) return;
        const offset = rtl ? band - inner(s.geo)! - inner.bandwidth() : inner(s.geo)!;
        doc.setFillColor(...rgb(colorOf(s.geo, i)));
        doc.rect(start(i) + offset, y(v), inner.bandwidth(), y(y.domain()[0]!) - y(v), 'F');
      }),
    );
  }
  doc.setLineWidth(0.5);
  layout.y = bottom + 26;
}
