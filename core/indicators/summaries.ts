/**
 * What the Data page's SDG and CPI views show, computed at build time from the published indicators: each
 * SDG-aligned indicator's progress in the region, and the City Prosperity Index of the region and of each
 * governorate with its dimensions and the indicators that feed them.
 */
import { bandOf, cpiScore, type CpiBand, type CpiDimensionId } from './cpi.ts';
import { sdgProgress, type ProgressLevel } from './progress.ts';
import type { Indicator } from './schema.ts';
import { headlineSeries, latestValue } from './latest.ts';
import { OTHER, years } from './vocabulary.ts';

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
    const values = headlineSeries(i)?.values ?? [];
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
  return {
    places: places
      .filter((geo) => geo !== OTHER)
      .map((geo) => {
        const score = cpiScore(mapped.map((i) => ({ ...i.cpi!, value: latestValue(i, geo)?.value ?? null })));
        return { geo, ...score, band: score.index === null ? null : bandOf(score.index) };
      }),
    indicators: mapped.map((i) => ({ ...named(i), ...i.cpi! })),
  };
}

/** What a list of indicators shows of each: its name, unit, SDG target and the region's headline values. */
export type IndicatorSummary = Pick<
  Indicator,
  'id' | 'name' | 'unit' | 'decimals' | 'direction' | 'domain'
> & {
  sdg: { goal: number; target: string } | null;
  /** The region's values, one per year of vocabulary.years (null where none). */
  values: (number | null)[];
};

export function summaryOf(i: Indicator): IndicatorSummary {
  const region = headlineSeries(i);
  return {
    id: i.id,
    name: i.name,
    unit: i.unit,
    decimals: i.decimals,
    direction: i.direction,
    domain: i.domain,
    sdg: i.sdg && { goal: i.sdg.goal, target: i.sdg.target },
    values: region?.values ?? [],
  };
}
