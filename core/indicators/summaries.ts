/**
 * What the Data page's SDG and CPI views show, computed at build time from the published indicators: each
 * SDG-aligned indicator's progress in the region, and the City Prosperity Index of the region and of each
 * governorate with its dimensions and the indicators that feed them.
 */
import { bandOf, cpiScore, type CpiBand, type CpiDimensionId } from './cpi.ts';
import { sdgProgress, type ProgressLevel } from './progress.ts';
import type { Indicator } from './schema.ts';
import { OTHER, REGION, years } from './vocabulary.ts';

type Named = Pick<Indicator, 'id' | 'name' | 'unit' | 'decimals' | 'direction'>;

export type SdgEntry = Named & {
  goal: number;
  target: string;
  targetValue: number;
  targetYear: number;
  level: ProgressLevel | null;
  base: [number, number] | null;
  latest: [number, number] | null;
};

export type CpiPlace = {
  geo: string;
  index: number | null;
  band: CpiBand | null;
  dimensions: Record<CpiDimensionId, number | null>;
};

export type CpiSummary = {
  places: CpiPlace[];
  /** The mapped indicators, with their benchmarks. */
  indicators: (Named & { dimension: CpiDimensionId; worst: number; best: number })[];
};

const headline = (i: Indicator, geo: string) => i.series.find((s) => s.geo === geo && s.group === null);
const named = ({ id, name, unit, decimals, direction }: Indicator): Named => ({
  id,
  name,
  unit,
  decimals,
  direction,
});

export function sdgSummary(indicators: Indicator[]): SdgEntry[] {
  return indicators.flatMap((i) => {
    if (!i.sdg) return [];
    const values = headline(i, REGION)?.values ?? [];
    const points = years.flatMap((year, y) =>
      values[y] == null ? [] : [[year, values[y]!] as [number, number]],
    );
    const progress = sdgProgress(points, i.direction, i.sdg);
    return [
      {
        ...named(i),
        goal: i.sdg.goal,
        target: i.sdg.target,
        targetValue: i.sdg.targetValue,
        targetYear: i.sdg.targetYear,
        level: progress?.level ?? null,
        base: progress ? [progress.baseYear, progress.base] : null,
        latest: progress ? [progress.latestYear, progress.latest] : null,
      },
    ];
  });
}

export function cpiSummary(indicators: Indicator[], places: string[]): CpiSummary {
  const mapped = indicators.filter((i) => i.cpi);
  const latest = (i: Indicator, geo: string) => {
    const values = headline(i, geo)?.values ?? [];
    return [...values].reverse().find((v) => v !== null) ?? null;
  };
  return {
    places: places
      .filter((geo) => geo !== OTHER)
      .map((geo) => {
        const score = cpiScore(mapped.map((i) => ({ ...i.cpi!, value: latest(i, geo) })));
        return { geo, ...score, band: score.index === null ? null : bandOf(score.index) };
      }),
    indicators: mapped.map((i) => ({ ...named(i), ...i.cpi! })),
  };
}
