import type { Indicator } from './schema.ts';
import { REGION, years } from './vocabulary.ts';

/** A place's headline series (no breakdown), if the indicator has one. */
export const headlineSeries = (indicator: Pick<Indicator, 'series'>, geo: string = REGION) =>
  indicator.series.find((s) => s.geo === geo && s.group === null);

/** The last value of a series (values aligned on `yearsShown`), the one before it and the change between. */
export function latestOf(values: readonly (number | null)[], yearsShown: readonly number[]) {
  const filled = values.flatMap((v, i) => (v === null ? [] : [{ year: yearsShown[i]!, value: v }]));
  const last = filled.at(-1);
  const previous = filled.at(-2);
  if (!last) return null;
  return {
    ...last,
    change: previous ? last.value - previous.value : null,
    previousYear: previous?.year ?? null,
  };
}

/** A place's latest headline value, its year, and its percentage change from the value before. */
export function latestValue(indicator: Pick<Indicator, 'series'>, geo: string = REGION) {
  const latest = latestOf(headlineSeries(indicator, geo)?.values ?? [], years);
  if (!latest) return null;
  const previous = latest.change === null ? null : latest.value - latest.change;
  return {
    value: latest.value,
    year: latest.year,
    change: previous ? Math.round((latest.value / previous - 1) * 1000) / 10 : null,
  };
}
