import { cataloguePeriods } from '@content/datasets';
import { useEffect, useRef, useState } from 'react';
import { emptyQuery, type CatalogueQuery } from '../lib/filter';
import type { ApiCatalogue, CatalogueRequest } from '@core/catalogue/provider';
import type { DatasetSummary } from '@core/catalogue/types';
import { fetchList, provider, type InPage } from './catalogue-list';

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
 * The small catalogue's list for in-page search, once a search asks for it (`asked`, the search's key; a failed
 * fetch is tried again by the next one). Indexed when the first search needs it, not when it arrives.
 */
function useInPageCatalogue(inPage: boolean, asked: string | null) {
  // `failedFor`: the search whose fetch failed (the next search tries again, and shows loading meanwhile)
  const [list, setList] = useState<{ loaded: InPage | null; failedFor: string | null }>({
    loaded: null,
    failedFor: null,
  });
  const loaded = list.loaded !== null;
  useEffect(() => {
    // Fetched ahead by the search box's island (prefetchList) until a search asks for the list
    if (!inPage || loaded || !asked) return;
    let cancelled = false;
    fetchList().then(
      (inPageList) => !cancelled && setList({ loaded: inPageList, failedFor: null }),
      (error: unknown) => {
        console.warn('Catalogue list failed', error);
        if (!cancelled) setList({ loaded: null, failedFor: asked });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [inPage, asked, loaded]);
  return { catalogue: list.loaded?.index ?? null, failed: asked !== null && list.failedFor === asked };
}

/**
 * The datasets of one results page. A small catalogue is searched in the browser on every keystroke (a memory
 * catalogue over the published list, `paths.catalogueList`, which the page fetches when it first needs it); a
 * large one (`inPage` false) is searched and paged by the server's CKAN API (an API catalogue), the request of an
 * older keystroke being cancelled by the next. The first page (`firstPage`, prerendered with the page) is shown
 * until the reader asks for something else; while the list or the API answers, the previous results stay.
 */
export function useCatalogueResults(
  inPage: boolean,
  firstPage: DatasetSummary[],
  total: number,
  query: CatalogueQuery,
  page: number,
): Results {
  const key = JSON.stringify([query, page]);
  const firstAsked = key === FIRST_KEY && firstPage.length > 0;
  const memory = useInPageCatalogue(inPage, firstAsked ? null : key);
  const api = useRef<ApiCatalogue | null>(null);
  const firstKey = useRef<string | null>(FIRST_KEY);
  const [answer, setAnswer] = useState<Answer>(() => ({
    key: FIRST_KEY,
    count: total,
    results: firstPage,
    failed: false,
  }));

  useEffect(() => {
    if (inPage) return;
    if (key === firstKey.current) return; // the prerendered first page answers it
    firstKey.current = null;
    const controller = new AbortController();
    const [q, p] = JSON.parse(key) as [CatalogueQuery, number];
    provider()
      .then(({ apiCatalogue }) => (api.current ??= apiCatalogue()).search(requestOf(q, p), controller.signal))
      .then(({ count, results }) => setAnswer({ key, count, results, failed: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Catalogue search failed', error);
        setAnswer((previous) => ({ ...previous, key, failed: true }));
      });
    return () => controller.abort();
  }, [inPage, key]);

  if (!inPage) {
    const status = answer.key !== key ? 'loading' : answer.failed ? 'error' : 'ready';
    return { count: answer.count, results: answer.results, status };
  }
  if (firstAsked) return { count: total, results: firstPage, status: 'ready' };
  if (!memory.catalogue)
    return { count: total, results: firstPage, status: memory.failed ? 'error' : 'loading' };
  const { count, results } = memory.catalogue().search(requestOf(query, page));
  return { count, results, status: 'ready' };
}
