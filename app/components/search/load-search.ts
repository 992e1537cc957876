import type { Search } from '@core/search/engine';
import { SEARCH_INDEX, type SearchRecord } from '@core/search/records';

let loading: Promise<Search> | undefined;

/**
 * The portal search over the build's index: the engine's code and the index are fetched in parallel the first
 * time, and the search built once per page (again after a failure).
 */
export function loadSearch(): Promise<Search> {
  loading ??= Promise.all([
    import('@core/search/engine'),
    fetch(SEARCH_INDEX).then((response) => {
      if (!response.ok) throw new Error(`${SEARCH_INDEX}: ${response.status}`);
      return response.json() as Promise<{ records: SearchRecord[] }>;
    }),
  ])
    .then(([{ createSearch }, { records }]) => createSearch(records))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
