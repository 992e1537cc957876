/**
 * A governorate's profile: for each domain, its headline indicators (the samples the domain card names) with
 * the governorate's latest value beside the region's, and its City Prosperity Index beside the region's.
 */
import { latestValue } from './latest.ts';
import type { Indicator } from './schema.ts';
import { REGION } from './vocabulary.ts';

type Named = Pick<Indicator, 'id' | 'name' | 'unit' | 'decimals' | 'direction'>;

export type ProfileRow = Named & {
  place: { value: number; year: number } | null;
  region: { value: number; year: number } | null;
};

/** `headline`: each domain's headline indicator names (English), in order. */
export function profileRows(
  indicators: Indicator[],
  geo: string,
  headline: { domain: string; names: string[] }[],
): { domain: string; rows: ProfileRow[] }[] {
  return headline.map(({ domain, names }) => ({
    domain,
    rows: names.flatMap((name) => {
      const i = indicators.find((x) => x.domain === domain && x.name.en === name);
      if (!i) return [];
      const at = (place: string) => {
        const latest = latestValue(i, place);
        return latest && { value: latest.value, year: latest.year };
      };
      const { id, name: n, unit, decimals, direction } = i;
      return [{ id, name: n, unit, decimals, direction, place: at(geo), region: at(REGION) }];
    }),
  }));
}
