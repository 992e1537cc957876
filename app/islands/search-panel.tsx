import { useSyncExternalStore } from 'react';
import { onSearchToggle, openScope, SEARCH_ID } from '~/components/search/search-scope';
import { SearchPanel } from '~/components/search/search-panel';
import { pagePart } from '~/components/page/page-part';

const close = () => (document.getElementById(SEARCH_ID) as HTMLDialogElement | null)?.close();

/**
 * The search dialog's field and results; its code comes as the dialog opens (the header's native dialog). It is
 * scoped to the type a page's own search button opened it for, if any.
 */
function Search() {
  const type = useSyncExternalStore(onSearchToggle, openScope, () => undefined);
  return <SearchPanel type={type} onClose={close} />;
}

export default pagePart(Search);
