import { catalogueQueryOptions } from '@content/datasets';
import { useCallback, useMemo } from 'react';
import { useQueryParams } from '~/lib/address';
import { useHydrated } from '~/lib/use-hydrated';
import {
  emptyQuery,
  parsePage,
  parseQuery,
  toSearchParams,
  type CatalogueQuery,
} from '@core/catalogue/page-query';

/** The catalogue query named by a query string (the address's, or the search fields' as a form's). */
export const readQuery = (params: URLSearchParams) => parseQuery(params, catalogueQueryOptions);

/** The query and page the server rendered the page for (the hydrating render shows them). */
export type Rendered = { query: CatalogueQuery; page: number };

/**
 * The catalogue query lives in the URL (?q=&category=&period=&format=&source=&page=), so a filtered view can be
 * shared and survives a reload. Each filter or page change is a history entry (Back undoes it); typing in the
 * search box replaces the entry instead of adding one per keystroke. Any change of the query returns to page 1.
 * The server renders the page for its address (`rendered`), so the first (hydrating) render shows that query and
 * page; the address is read right after (~/lib/address), in case the reader has changed it since.
 */
export function useCatalogueQuery(rendered: Rendered) {
  const { params, latest, setParams } = useQueryParams();
  const hydrated = useHydrated();
  const query = useMemo(() => (hydrated ? readQuery(params) : rendered.query), [hydrated, params, rendered]);
  const page = hydrated ? parsePage(params) : rendered.page;

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
