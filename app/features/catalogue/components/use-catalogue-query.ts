import { catalogueCategories, catalogueFormats, cataloguePeriods, dataSources } from '@content/datasets';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '~/lib/use-hydrated';
import { emptyQuery, parseQuery, toSearchParams, type CatalogueQuery } from '../lib/filter';

const options = {
  categories: catalogueCategories.map((c) => c.id),
  periods: cataloguePeriods,
  formats: catalogueFormats,
  sources: dataSources.map((s) => s.id),
};

/**
 * The catalogue query lives in the URL (?q=&category=&period=&format=&source=), so a filtered view can be shared
 * and survives a reload. Changes replace the history entry and keep the scroll position. The prerendered HTML
 * knows no query string, so the first (hydrating) render uses the empty query and the URL is read right after.
 */
export function useCatalogueQuery() {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const query = useMemo(() => (hydrated ? parseQuery(params, options) : emptyQuery), [hydrated, params]);

  const update = useCallback(
    (change: Partial<CatalogueQuery> | null) =>
      setParams(
        (prev) => toSearchParams(change === null ? emptyQuery : { ...parseQuery(prev, options), ...change }),
        {
          replace: true,
          preventScrollReset: true,
        },
      ),
    [setParams],
  );
  return { query, update, hydrated };
}
