import type { Search } from '@core/search/engine';
import { SEARCH_INDEX, type SearchIndex } from '@core/search/records';
import { useEffect, useState } from 'react';

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
      return response.json() as Promise<SearchIndex>;
    }),
  ])
    .then(([{ createSearch }, index]) => createSearch(index))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * The search for a component, once `wanted`: null while it loads; `failed` when it could not, with `retry`.
 * The dialog and the results page both read it.
 */
export function useSearch(wanted = true) {
  const [search, setSearch] = useState<Search | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadSearch().then(
      (s) => live && setSearch(s),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted, attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((a) => a + 1);
  };
  return { search, failed, retry };
}
