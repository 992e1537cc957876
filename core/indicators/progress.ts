/**
 * SDG progress of an indicator against its target, in the manner of Open SDG's progress measure (the UN ESCAP
 * method): the compound annual growth rate since the base year, compared with the rate that would reach the
 * target value by the target year.
 *
 *   required = (target / base)^(1 / (targetYear − baseYear)) − 1
 *   actual   = (latest / base)^(1 / (latestYear − baseYear)) − 1
 *   ratio    = actual / required
 *
 * Target achieved when the latest value meets the target; otherwise ratio ≥ 0.95 substantial progress (on
 * track), ≥ 0.6 moderate, ≥ 0 limited or no progress, below 0 deterioration (moving away from the target).
 * Where a value is zero or negative, growth rates do not exist and yearly changes are compared instead.
 */
export const SDG_BASE_YEAR = 2015;
export const THRESHOLDS = { substantial: 0.95, moderate: 0.6, limited: 0 } as const;

export const progressLevels = ['achieved', 'substantial', 'moderate', 'limited', 'deterioration'] as const;
export type ProgressLevel = (typeof progressLevels)[number];

export type Progress = {
  level: ProgressLevel;
  baseYear: number;
  base: number;
  latestYear: number;
  latest: number;
  /** actual / required rate; null when the target is met. */
  ratio: number | null;
};

type Target = { targetValue: number; targetYear: number };
type Direction = 'higher-is-better' | 'lower-is-better';

const meets = (value: number, target: number, direction: Direction) =>
  direction === 'higher-is-better' ? value >= target : value <= target;

/** `points`: [year, value] in year order. Null without a value at or after the base year and a later one. */
export function sdgProgress(
  points: [number, number][],
  direction: Direction,
  target: Target,
): Progress | null {
  const from = points.find(([year]) => year >= SDG_BASE_YEAR);
  const to = points.at(-1);
  if (!from || !to || to[0] <= from[0]) return null;
  const [baseYear, base] = from;
  const [latestYear, latest] = to;
  const result = { baseYear, base, latestYear, latest };
  if (meets(latest, target.targetValue, direction)) return { ...result, level: 'achieved', ratio: null };
  const positive = base > 0 && latest > 0 && target.targetValue > 0;
  const required = positive
    ? (target.targetValue / base) ** (1 / (target.targetYear - baseYear)) - 1
    : (target.targetValue - base) / (target.targetYear - baseYear);
  const actual = positive
    ? (latest / base) ** (1 / (latestYear - baseYear)) - 1
    : (latest - base) / (latestYear - baseYear);
  // The base already met the target and the latest does not: it has moved away.
  const ratio = required === 0 || meets(base, target.targetValue, direction) ? -1 : actual / required;
  const level: ProgressLevel =
    ratio >= THRESHOLDS.substantial
      ? 'substantial'
      : ratio >= THRESHOLDS.moderate
        ? 'moderate'
        : ratio >= THRESHOLDS.limited
          ? 'limited'
          : 'deterioration';
  return { ...result, level, ratio };
}
