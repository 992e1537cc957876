import { cataloguePeriods } from '@content/datasets';
import { useEffect, useMemo, useRef, useState } from 'react';
import { emptyQuery, type CatalogueQuery } from '../lib/filter';
import {
  apiCatalogue,
  memoryCatalogue,
  type CatalogueRequest,
  type MemoryCatalogue,
} from '@core/catalogue/provider';
import type { DatasetSummary } from '@core/catalogue/types';

export const PAGE_SIZE = 20;

export type Results = {
  /** Datasets matching the query. */
  count: number;
  /** The page's slice of them. */
  results: DatasetSummary[];
  /** 'loading' while the server answers (previous results stay shown), 'error' when it could not. */
  status: 'ready' | 'loading' | 'error';
};

/** The unfiltered first page, which the page arrives with. */
const FIRST_KEY = JSON.stringify([emptyQuery, 1]);

type Answer = { key: string; count: number; results: DatasetSummary[]; failed: boolean };

function requestOf(query: CatalogueQuery, page: number): CatalogueRequest {
  return {
    ...query,
    period: cataloguePeriods.find((p) => p.id === query.period) ?? null,
    start: (page - 1) * PAGE_SIZE,
    rows: PAGE_SIZE,
  };
}

/**
 * The datasets of one results page. A small catalogue arrives whole with the page and is searched in the browser
 * on every keystroke (a memory catalogue, indexed when the first search needs it: not while the page hydrates);
 * a large one (`datasets` null) is searched and paged by the server's CKAN API (an API catalogue), the request of
 * an older keystroke being cancelled by the next. The first page (`firstPage`, prerendered with the page) is shown
 * until the reader asks for something else.
 */
export function useCatalogueResults(
  datasets: DatasetSummary[] | null,
  firstPage: DatasetSummary[],
  total: number,
  query: CatalogueQuery,
  page: number,
): Results {
  const memory = useMemo(() => {
    let catalogue: MemoryCatalogue<DatasetSummary> | undefined;
    return datasets && (() => (catalogue ??= memoryCatalogue(datasets)));
  }, [datasets]);
  const api = useMemo(() => (datasets ? null : apiCatalogue()), [datasets]);
  const firstKey = useRef<string | null>(FIRST_KEY);
  const [answer, setAnswer] = useState<Answer>(() => ({
    key: FIRST_KEY,
    count: total,
    results: firstPage,
    failed: false,
  }));
  const key = JSON.stringify([query, page]);

  useEffect(() => {
    if (!api) return;
    if (key === firstKey.current) return; // the prerendered first page answers it
    firstKey.current = null;
    const controller = new AbortController();
    const [q, p] = JSON.parse(key) as [CatalogueQuery, number];
    api
      .search(requestOf(q, p), controller.signal)
      .then(({ count, results }) => setAnswer({ key, count, results, failed: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Catalogue search failed', error);
        setAnswer((previous) => ({ ...previous, key, failed: true }));
      });
    return () => controller.abort();
  }, [api, key]);

  if (!memory) {
    const status = answer.key !== key ? 'loading' : answer.failed ? 'error' : 'ready';
    return { count: answer.count, results: answer.results, status };
  }
  if (key === FIRST_KEY && firstPage.length) return { count: total, results: firstPage, status: 'ready' };
  const { count, results } = memory().search(requestOf(query, page));
  return { count, results, status: 'ready' };
}
