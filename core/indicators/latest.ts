import type { Indicator } from './schema.ts';
import { REGION, years } from './vocabulary.ts';

/** A place's latest headline value, its year, and its percentage change from the value before. */
export function latestValue(indicator: Pick<Indicator, 'series'>, geo: string = REGION) {
  const values = indicator.series.find((s) => s.geo === geo && s.group === null)?.values ?? [];
  const at = values.findLastIndex((v) => v !== null);
  if (at < 0) return null;
  const before = values.slice(0, at).findLastIndex((v) => v !== null);
  const value = values[at]!;
  const previous = before < 0 ? null : values[before]!;
  return {
    value,
    year: years[at]!,
    change: previous ? Math.round((value / previous - 1) * 1000) / 10 : null,
  };
}
