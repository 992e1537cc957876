import { gis } from '@content/gis';
import { useLocale } from '~/i18n/use-locale';
import type { ParcelResult, QueryParams } from '../lib/query';
import { useTexts } from '~/i18n';
import gisTexts from '~/i18n/namespaces/gis';

export type QueryResult = { params: QueryParams; results: ParcelResult[] };

/** The sentence that names the count, zoning, distance and source of a result (also announced to screen readers). */
export function useResultSummary() {
  const { t } = useTexts(gisTexts);
  const { l, number } = useLocale();
  return ({ params, results }: QueryResult) => {
    const values = {
      count: results.length,
      countText: number(results.length),
      zoning: l(gis.query.zoning.find((z) => z.id === params.zoning)!.adjective),
      distance: number(params.distanceKm),
      source: l(gis.query.sources.find((s) => s.id === params.source)!.phrase),
    };
    return results.length ? t('results.summary', values) : t('results.none', values);
  };
}
