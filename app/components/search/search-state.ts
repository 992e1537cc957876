import { paths } from '@core/paths';
import type { SearchType } from '@core/search/records';
import { useSyncExternalStore } from 'react';

/** Whether the search dialog is open, and the type it is scoped to; any component can open it. */
type State = { open: boolean; type?: SearchType };
let state: State = { open: false };
const listeners = new Set<() => void>();
const set = (next: State) => {
  state = next;
  listeners.forEach((l) => l());
};

export const openSearch = (type?: SearchType) => {
  void loadSearchDialog();
  set({ open: true, type });
};
export const closeSearch = () => set({ open: false });

export function useSearchState() {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => state,
    () => state,
  );
}

/** The dialog's code and the index, fetched when a visitor is about to open it (hover, focus) or opens it. */
export const loadSearchDialog = () =>
  import('./search-dialog').then((module) => {
    void module.warm();
    return module;
  });

/** The address of the results page for a query. */
export const resultsPath = (q: string, type?: SearchType) =>
  `${paths.search()}?${new URLSearchParams({ q, ...(type ? { type } : {}) })}`;
