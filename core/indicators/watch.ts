/**
 * What the regional observatory shows of an indicator: the region's latest value, its change over the last
 * `trendYears` years, and whether that change goes the right way for the indicator (its direction), or, for an
 * SDG-aligned indicator, its progress level towards the target.
 */
import { headlineSeries } from './latest.ts';
import type { ProgressLevel } from './progress.ts';
import type { Indicator } from './schema.ts';
import { sdgSummary } from './summaries.ts';
import { years } from './vocabulary.ts';

/** A change smaller than this (relative) is no change. */
export const STABLE_WITHIN = 0.01;

export type Trend = 'up' | 'down' | 'flat';
export type Watch = Pick<Indicator, 'id' | 'name' | 'unit' | 'decimals' | 'direction'> & {
  /** The region's values, one per year of vocabulary.years (null where none). */
  values: (number | null)[];
  latest: { year: number; value: number } | null;
  /** The value the trend starts from: `trendYears` before the latest, or the earliest after that. */
  from: { year: number; value: number } | null;
  /** Relative change from `from` to `latest` (0.1 = +10%); null without two values or from zero. */
  change: number | null;
  trend: Trend | null;
  status: 'improving' | 'worsening' | 'stable' | null;
  sdg: { target: string; level: ProgressLevel | null } | null;
};

export function watchOf(indicator: Indicator, trendYears: number): Watch {
  const values = headlineSeries(indicator)?.values ?? [];
  const points = years.flatMap((year, i) => (values[i] == null ? [] : [{ year, value: values[i]! }]));
  const latest = points.at(-1) ?? null;
  const from = latest
    ? (points.find((p) => p.year >= latest.year - trendYears && p !== latest) ?? null)
    : null;
  const change = latest && from && from.value !== 0 ? latest.value / from.value - 1 : null;
  const trend: Trend | null =
    change === null ? null : Math.abs(change) < STABLE_WITHIN ? 'flat' : change > 0 ? 'up' : 'down';
  const better = indicator.direction === 'higher-is-better' ? 'up' : 'down';
  const status =
    trend === null ? null : trend === 'flat' ? 'stable' : trend === better ? 'improving' : 'worsening';
  const sdg = indicator.sdg
    ? { target: indicator.sdg.target, level: sdgSummary([indicator])[0]?.level ?? null }
    : null;
  const { id, name, unit, decimals, direction } = indicator;
  return { id, name, unit, decimals, direction, values, latest, from, change, trend, status, sdg };
}
