import { catalogueCategories, catalogueFormats, cataloguePeriods, dataSources } from '@content/datasets';
import { useCallback, useMemo } from 'react';
import { useQueryParams } from '~/lib/address';
import { useHydrated } from '~/lib/use-hydrated';
import { emptyQuery, parseQuery, toSearchParams, type CatalogueQuery } from '../lib/filter';

const options = {
  categories: catalogueCategories.map((c) => c.id),
  periods: cataloguePeriods,
  formats: catalogueFormats,
  sources: dataSources.map((s) => s.id),
};

/** The catalogue query named by a query string (the address's, or the search fields' as a form's). */
export const readQuery = (params: URLSearchParams) => parseQuery(params, options);

/** The results page named by ?page=, 1 when it is missing or not a positive whole number. */
function parsePage(params: URLSearchParams) {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/**
 * The catalogue query lives in the URL (?q=&category=&period=&format=&source=&page=), so a filtered view can be
 * shared and survives a reload. Each filter or page change is a history entry (Back undoes it); typing in the
 * search box replaces the entry instead of adding one per keystroke. Any change of the query returns to page 1.
 * The prerendered HTML knows no query string, so the first (hydrating) render uses the empty query and the URL is
 * read right after (~/lib/address).
 */
export function useCatalogueQuery() {
  const { params, latest, setParams } = useQueryParams();
  const hydrated = useHydrated();
  const query = useMemo(() => (hydrated ? readQuery(params) : emptyQuery), [hydrated, params]);
  const page = hydrated ? parsePage(params) : 1;

  const update = useCallback(
    (change: Partial<CatalogueQuery> | null) => {
      const next = toSearchParams(change === null ? emptyQuery : { ...readQuery(latest()), ...change });
      // The same query asked twice (a field changed before the code came: its event and the field, read at start)
      // is one history entry
      if (next.toString() === latest().toString()) return;
      setParams(next, change !== null && Object.keys(change).every((k) => k === 'q'));
    },
    [latest, setParams],
  );
  const setPage = useCallback(
    (next: number, { replace = false } = {}) => {
      const nextParams = toSearchParams(readQuery(latest()));
      if (next > 1) nextParams.set('page', String(next));
      setParams(nextParams, replace);
    },
    [latest, setParams],
  );
  return { query, page, update, setPage, hydrated };
}
