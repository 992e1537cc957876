import { SEARCH_ID } from '~/components/layout/site-header';
import { SearchPanel } from '~/components/search/search-panel';
import { pagePart } from '../page-part';

const close = () => (document.getElementById(SEARCH_ID) as HTMLDialogElement | null)?.close();

/** The search dialog's field and results; its code comes as the dialog opens (the header's native dialog). */
function Search() {
  return <SearchPanel onClose={close} />;
}

export default pagePart(Search);
