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
import { paths } from '@core/paths';
import { whenIdle } from '~/lib/when-idle';

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

/** The in-page list, fetched once per page load by whichever catalogue page first needs it. */
let listRequest: Promise<DatasetSummary[]> | undefined;
function fetchList(): Promise<DatasetSummary[]> {
  listRequest ??= fetch(paths.catalogueList())
    .then((response) => {
      if (!response.ok) throw new Error(`${paths.catalogueList()}: HTTP ${response.status}`);
      return response.json() as Promise<DatasetSummary[]>;
    })
    .catch((error: unknown) => {
      listRequest = undefined; // the next search tries again
      throw error;
    });
  return listRequest;
}

/**
 * The small catalogue's list for in-page search: fetched as soon as a search asks for it (`asked`, the search's
 * key; a failed fetch is tried again by the next one) or, before that, once the browser is idle after the page
 * loads, so that the first keystroke finds it there. Indexed when the first search needs it, not when it arrives.
 */
function useInPageCatalogue(inPage: boolean, asked: string | null) {
  // `failedFor`: the search whose fetch failed (the next search tries again, and shows loading meanwhile)
  const [list, setList] = useState<{ datasets: DatasetSummary[] | null; failedFor: string | null }>({
    datasets: null,
    failedFor: null,
  });
  const loaded = list.datasets !== null;
  useEffect(() => {
    if (!inPage || loaded) return;
    if (!asked) {
      // Fetched ahead only: the page renders nothing new until a search asks for the list.
      return whenIdle(() => void fetchList().catch(() => {}), 1500);
    }
    let cancelled = false;
    fetchList().then(
      (datasets) => !cancelled && setList({ datasets, failedFor: null }),
      (error: unknown) => {
        console.warn('Catalogue list failed', error);
        if (!cancelled) setList({ datasets: null, failedFor: asked });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [inPage, asked, loaded]);
  const catalogue = useMemo(() => {
    const datasets = list.datasets;
    let made: MemoryCatalogue<DatasetSummary> | undefined;
    return datasets && (() => (made ??= memoryCatalogue(datasets)));
  }, [list.datasets]);
  return { catalogue, failed: asked !== null && list.failedFor === asked };
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
  const api = useMemo(() => (inPage ? null : apiCatalogue()), [inPage]);
  const firstKey = useRef<string | null>(FIRST_KEY);
  const [answer, setAnswer] = useState<Answer>(() => ({
    key: FIRST_KEY,
    count: total,
    results: firstPage,
    failed: false,
  }));

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

  if (api) {
    const status = answer.key !== key ? 'loading' : answer.failed ? 'error' : 'ready';
    return { count: answer.count, results: answer.results, status };
  }
  if (firstAsked) return { count: total, results: firstPage, status: 'ready' };
  if (!memory.catalogue)
    return { count: total, results: firstPage, status: memory.failed ? 'error' : 'loading' };
  const { count, results } = memory.catalogue().search(requestOf(query, page));
  return { count, results, status: 'ready' };
}
