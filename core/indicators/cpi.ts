/**
 * The City Prosperity Index from the indicators mapped to its six dimensions, in UN-Habitat's manner: each
 * indicator's latest value normalised to 0–100 between its benchmarks (worst → 0, best → 100, clamped), a
 * dimension the mean of its indicators, the index the mean of the six dimensions (equal weights).
 */
import { cpiDimensionIds } from './vocabulary.ts';

export type CpiDimensionId = (typeof cpiDimensionIds)[number];

/** UN-Habitat's six bands of prosperity, from the top. */
export const cpiBands = [
  { id: 'very-solid', from: 80 },
  { id: 'solid', from: 70 },
  { id: 'moderately-solid', from: 60 },
  { id: 'moderately-weak', from: 50 },
  { id: 'weak', from: 40 },
  { id: 'very-weak', from: 0 },
] as const;
export type CpiBand = (typeof cpiBands)[number]['id'];

export const bandOf = (score: number): CpiBand => cpiBands.find((b) => score >= b.from)!.id;

/** A value on the 0–100 scale between its benchmarks. */
export function normalise(value: number, worst: number, best: number) {
  const score = (100 * (value - worst)) / (best - worst);
  return Math.min(100, Math.max(0, score));
}

export type CpiInput = { dimension: CpiDimensionId; worst: number; best: number; value: number | null };

export type CpiScore = {
  /** Mean of the six dimensions; null when a dimension has no indicator with a value. */
  index: number | null;
  dimensions: Record<CpiDimensionId, number | null>;
};

/** The index of one place from its mapped indicators' latest values. */
export function cpiScore(inputs: CpiInput[]): CpiScore {
  const dimensions = Object.fromEntries(
    cpiDimensionIds.map((id) => {
      const scores = inputs
        .filter((i) => i.dimension === id && i.value !== null)
        .map((i) => normalise(i.value!, i.worst, i.best));
      return [id, scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null];
    }),
  ) as Record<CpiDimensionId, number | null>;
  const values = Object.values(dimensions);
  const index = values.every((v) => v !== null)
    ? (values as number[]).reduce((a, b) => a + b, 0) / values.length
    : null;
  return { index, dimensions };
}
