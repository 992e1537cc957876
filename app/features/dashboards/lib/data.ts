/** The indicator files the dashboard reads, cut to what it draws (run by the route's loader, at prerender). */
import type { Economy } from '@content/economy';
import { dataSources } from '@content/datasets';
import type { Indicator } from '@core/indicators/schema';
import type { EconomyData } from './view';

/**
 * Each key indicator's register entry and the series of the dashboard's places. A key indicator naming an
 * indicator, a place or a breakdown group the files lack stops the prerender, naming it.
 */
export function economyData(
  economy: Economy,
  indicators: Pick<Indicator, 'id' | 'name' | 'unit' | 'decimals' | 'source' | 'datasetSlug' | 'series'>[],
): EconomyData {
  const places = economy.governorates.map((g) => g.id);
  const data: EconomyData = {};
  for (const key of economy.indicators) {
    const found = indicators.find((i) => i.id === key.indicator);
    if (!found)
      throw new Error(
        `content/economy.ts: key indicator "${key.id}" names indicator "${key.indicator}", which has no values`,
      );
    const series = found.series.filter((s) => places.includes(s.geo));
    for (const geo of places)
      for (const group of [null, ...(key.groups ?? []).map((g) => g.id)])
        if (!series.some((s) => s.geo === geo && s.group === group))
          throw new Error(
            `content/economy.ts: indicator "${key.indicator}" has no values for ${geo}${group ? `, ${group}` : ''}`,
          );
    const source = dataSources.find((s) => s.id === found.source);
    data[found.id] = {
      id: found.id,
      name: found.name,
      unit: found.unit,
      decimals: found.decimals,
      source: source?.name ?? { en: found.source, ar: found.source },
      dataset: found.datasetSlug,
      series,
    };
  }
  return data;
}
