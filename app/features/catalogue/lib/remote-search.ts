import { cataloguePeriods } from '@content/datasets';
import { fromCkanPackage, searchParams, type CkanPackage } from '@core/catalogue/ckan';
import type { CatalogueQuery } from './filter';
import type { DatasetSummary } from '@core/catalogue/types';

type Answer =
  | { success: true; result: { count: number; results: CkanPackage[] } }
  | { success: false; error: { message: string } };

/** One page of results from the server's CKAN package_search, as catalogue summaries. */
export async function fetchSearchPage(
  query: CatalogueQuery,
  start: number,
  rows: number,
  signal: AbortSignal,
): Promise<{ count: number; results: DatasetSummary[] }> {
  const period = cataloguePeriods.find((p) => p.id === query.period);
  const response = await fetch(`/api/3/action/package_search?${searchParams(query, period, start, rows)}`, {
    signal,
  });
  const answer = (await response.json()) as Answer;
  if (!answer.success) throw new Error(answer.error.message);
  return { count: answer.result.count, results: answer.result.results.map(fromCkanPackage) };
}
