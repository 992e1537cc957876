import type { DashboardPreview } from '@content/dashboards';
import { governorates } from '@content/governorates';
import { indicators as framework } from '@content/indicators';
import { latestValue, headlineSeries } from '@core/indicators/latest';
import { progressLevels, type ProgressLevel } from '@core/indicators/progress';
import type { Indicator } from '@core/indicators/schema';
import { cpiSummary, sdgSummary } from '@core/indicators/summaries';
import { REGION } from '@core/indicators/vocabulary';
import type { Localized } from '@core/schema';

type Named = { name: Localized; unit: Localized; decimals: number };

/** What a gallery thumbnail draws, worked out at build time from the published indicators. */
export type PreviewData =
  | ({ kind: 'line'; values: (number | null)[]; latest: { year: number; value: number } | null } & Named)
  | ({
      kind: 'governorates';
      year: number | null;
      bars: { id: string; name: Localized; value: number }[];
    } & Named)
  | { kind: 'sdg'; counts: Record<ProgressLevel, number>; total: number }
  | {
      kind: 'cpi';
      index: number | null;
      dimensions: { id: string; title: Localized; score: number | null }[];
    }
  | { kind: 'map' };

const find = (all: Indicator[], id: string) => {
  const indicator = all.find((i) => i.id === id);
  if (!indicator) throw new Error(`content/dashboards.ts: no published indicator "${id}"`);
  return indicator;
};
const named = ({ name, unit, decimals }: Indicator): Named => ({ name, unit, decimals });

export function previewData(preview: DashboardPreview, all: Indicator[]): PreviewData {
  switch (preview.kind) {
    case 'line': {
      const indicator = find(all, preview.indicator);
      const latest = latestValue(indicator);
      return {
        kind: 'line',
        ...named(indicator),
        values: headlineSeries(indicator)?.values ?? [],
        latest: latest && { year: latest.year, value: latest.value },
      };
    }
    case 'governorates': {
      const indicator = find(all, preview.indicator);
      const bars = governorates.flatMap((g) => {
        const latest = latestValue(indicator, g.id);
        return latest ? [{ id: g.id, name: g.name, value: latest.value, year: latest.year }] : [];
      });
      return {
        kind: 'governorates',
        ...named(indicator),
        year: bars[0]?.year ?? null,
        bars: bars.map(({ id, name, value }) => ({ id, name, value })).sort((a, b) => b.value - a.value),
      };
    }
    case 'sdg': {
      const entries = sdgSummary(all);
      const counts = Object.fromEntries(
        progressLevels.map((level) => [level, entries.filter((e) => e.level === level).length]),
      ) as Record<ProgressLevel, number>;
      return { kind: 'sdg', counts, total: entries.length };
    }
    case 'cpi': {
      const region = cpiSummary(all, [REGION]).places[0]!;
      return {
        kind: 'cpi',
        index: region.index,
        dimensions: framework.cpi.dimensions.map((d) => ({
          id: d.id,
          title: d.title,
          score: region.dimensions[d.id as keyof typeof region.dimensions] ?? null,
        })),
      };
    }
    case 'map':
      return { kind: 'map' };
  }
}
