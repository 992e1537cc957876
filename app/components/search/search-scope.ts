import type { SearchType } from '@core/search/records';

/** The id of the header's search dialog (a native <dialog>: ~/components/layout/site-header). */
export const SEARCH_ID = 'search-dialog';

const dialog = () => document.getElementById(SEARCH_ID) as HTMLDialogElement | null;

/** Opens the search dialog scoped to a type (a page's own search button); false where the page has none. */
export function showSearch(type: SearchType) {
  const search = dialog();
  if (!search) return false;
  search.dataset.scope = type;
  search.addEventListener('close', () => delete search.dataset.scope, { once: true });
  search.showModal();
  return true;
}

/** The type the open dialog is scoped to, if any. */
export function openScope() {
  const search = dialog();
  return search?.open ? (search.dataset.scope as SearchType | undefined) : undefined;
}

/** Tells `changed` each time the dialog opens or closes. */
export function onSearchToggle(changed: () => void) {
  const search = dialog();
  search?.addEventListener('toggle', changed);
  return () => search?.removeEventListener('toggle', changed);
}
