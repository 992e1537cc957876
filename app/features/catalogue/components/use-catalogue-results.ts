import { cataloguePeriods } from '@content/datasets';
import { useEffect, useRef, useState } from 'react';
import { requestOf, type CatalogueAnswer, type CatalogueQuery } from '@core/catalogue/page-query';
import type { ApiCatalogue } from '@core/catalogue/provider';
import type { DatasetSummary } from '@core/catalogue/types';

export type Results = {
  /** Datasets matching the query. */
  count: number;
  /** The page's slice of them. */
  results: DatasetSummary[];
  /** 'loading' while the server answers (previous results stay shown), 'error' when it could not. */
  status: 'ready' | 'loading' | 'error';
};

type Answer = { key: string; count: number; results: DatasetSummary[]; failed: boolean };

const keyOf = (query: CatalogueQuery, page: number) => JSON.stringify([query, page]);

/** The API's client: loaded with the first search, not with the page. */
const provider = () => import('@core/catalogue/provider');

/**
 * The datasets of one results page. The page arrives with the server's answer for its address (`rendered`); any
 * other query or page is asked of the server's CKAN API (package_search, the same search), the request of an
 * older keystroke being cancelled by the next, so that a stale answer is never shown. While the API answers, the
 * previous results stay.
 */
export function useCatalogueResults(rendered: CatalogueAnswer, query: CatalogueQuery, page: number): Results {
  const key = keyOf(query, page);
  const api = useRef<ApiCatalogue | null>(null);
  const [answer, setAnswer] = useState<Answer>(() => ({
    key: keyOf(rendered.query, rendered.page),
    count: rendered.count,
    results: rendered.results,
    failed: false,
  }));
  // The address the page was rendered for needs no request while it is still the one asked for
  const renderedKey = useRef<string | null>(answer.key);

  useEffect(() => {
    if (key === renderedKey.current) return;
    renderedKey.current = null;
    const controller = new AbortController();
    const [q, p] = JSON.parse(key) as [CatalogueQuery, number];
    provider()
      .then(({ apiCatalogue }) =>
        (api.current ??= apiCatalogue()).search(requestOf(q, p, cataloguePeriods), controller.signal),
      )
      .then(({ count, results }) => setAnswer({ key, count, results, failed: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Catalogue search failed', error);
        setAnswer((previous) => ({ ...previous, key, failed: true }));
      });
    return () => controller.abort();
  }, [key]);

  const status = answer.key !== key ? 'loading' : answer.failed ? 'error' : 'ready';
  return { count: answer.count, results: answer.results, status };
}
