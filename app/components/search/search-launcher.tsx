import { lazy, Suspense, useEffect } from 'react';
import { isTyping } from '~/lib/reached-for';
import { closeSearch, loadSearchDialog, openSearch, useSearchState } from './search-state';

const SearchDialog = lazy(loadSearchDialog);

/** The search dialog, loaded when first opened: by the header's button, Ctrl/⌘+K, or '/' outside a field. */
export function SearchLauncher() {
  const { open, type } = useSearchState();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey) return;
      const commandK = (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k';
      const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !isTyping(e.target);
      if (commandK || slash) {
        e.preventDefault();
        openSearch();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  if (!open) return null;
  return (
    <Suspense>
      <SearchDialog type={type} onClose={closeSearch} />
    </Suspense>
  );
}
