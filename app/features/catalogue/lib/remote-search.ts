import type { CatalogueQuery } from './filter';
import type { DatasetSummary } from './types';

/** One page of results from the server's CKAN package_search, as catalogue summaries. */
export async function fetchSearchPage(
  _query: CatalogueQuery,
  _start: number,
  _rows: number,
  _signal: AbortSignal,
): Promise<{ count: number; results: DatasetSummary[] }> {
  throw new Error('not wired yet');
}
