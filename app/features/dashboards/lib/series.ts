/**
 * Pure series builders for the economy charts: content in, the exact points a chart draws (and its table lists)
 * out. No React, no Recharts, so they are unit-tested and shared by chart, table and CSV.
 */
import type { Localized } from '@content/schema';

export type SeriesPoint = { key: string; label: string; value: number };
type Pick = (text: Localized) => string;

/** Yearly values, oldest first, labelled with the formatted year. */
export function yearlySeries(
  series: { year: number; value: number }[],
  formatYear: (year: number) => string,
): SeriesPoint[] {
  return [...series]
    .sort((a, b) => a.year - b.year)
    .map((p) => ({ key: String(p.year), label: formatYear(p.year), value: p.value }));
}

/** Labelled values in content order (groups such as genders or sectors). */
export function categorySeries<T extends { id: string; label: Localized }>(
  items: T[],
  l: Pick,
  value: (item: T) => number,
): SeriesPoint[] {
  return items.map((item) => ({ key: item.id, label: l(item.label), value: value(item) }));
}

/** The latest year of a yearly series and its change on the year before, in percent (one decimal). */
export function latestChange(series: { year: number; value: number }[]) {
  const sorted = [...series].sort((a, b) => a.year - b.year);
  const last = sorted.at(-1);
  const previous = sorted.at(-2);
  if (!last) throw new Error('latestChange: empty series');
  const change = previous
    ? Math.round(((last.value - previous.value) / previous.value) * 1000) / 10
    : undefined;
  return { year: last.year, value: last.value, change };
}

/** A one-line text of every point, for the chart's accessible description: "2020: 285; 2021: 298". */
export function describePoints(points: SeriesPoint[], formatValue: (value: number) => string) {
  return points.map((p) => `${p.label}: ${formatValue(p.value)}`).join('; ');
}
