import { cataloguePeriods } from '@content/datasets';
import { useEffect, useMemo, useState } from 'react';
import type { CatalogueQuery } from '../lib/filter';
import { fetchSearchPage } from '../lib/remote-search';
import { createSearchIndex, searchCatalogue } from '../lib/search';
import type { DatasetSummary } from '../lib/types';

export const PAGE_SIZE = 20;

export type Results = {
  /** Datasets matching the query. */
  count: number;
  /** The page's slice of them. */
  results: DatasetSummary[];
  /** 'loading' while the server answers (previous results stay shown), 'error' when it could not. */
  status: 'ready' | 'loading' | 'error';
};

/**
 * The datasets of one results page. A small catalogue arrives whole with the page and is filtered in the browser
 * on every keystroke; a large one (`datasets` null) is searched and paged by the server's CKAN API.
 */
export function useCatalogueResults(
  datasets: DatasetSummary[] | null,
  total: number,
  query: CatalogueQuery,
  page: number,
): Results {
  const [remote, setRemote] = useState<Results>({ count: total, results: [], status: 'loading' });
  const key = JSON.stringify([query, page]);
  const index = useMemo(() => datasets && createSearchIndex(datasets), [datasets]);

  useEffect(() => {
    if (datasets) return;
    const controller = new AbortController();
    setRemote((r) => ({ ...r, status: 'loading' }));
    fetchSearchPage(query, (page - 1) * PAGE_SIZE, PAGE_SIZE, controller.signal)
      .then(({ count, results }) => setRemote({ count, results, status: 'ready' }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.warn('Catalogue search failed', error);
          setRemote((r) => ({ ...r, status: 'error' }));
        }
      });
    return () => controller.abort();
    // `key` stands for query and page, which are new objects on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [datasets, key]);

  if (!index) return remote;
  const { count, results } = searchCatalogue(index, {
    ...query,
    period: cataloguePeriods.find((p) => p.id === query.period) ?? null,
    start: (page - 1) * PAGE_SIZE,
    rows: PAGE_SIZE,
  });
  return { count, results, status: 'ready' };
}
