import { useEffect, useRef } from 'react';
import { FacetSidebar } from './facet-sidebar';
import { prefetchList } from './catalogue-list';
import { SearchBar } from './search-bar';
import { useCatalogueQuery } from './use-catalogue-query';

/**
 * The catalogue's search box with its Category and Time Period, and the File Format and Data Source sidebar: what
 * they choose is the address's query (an island; CatalogueResults shows what it finds). A catalogue searched in the
 * page (`inPage`) has its list fetched ahead once it starts (reached for: the pointer over it, focus) and the
 * browser is idle.
 */
export function CatalogueSearch({ inPage }: { inPage: boolean }) {
  const { query, update, hydrated } = useCatalogueQuery();
  const searchInput = useRef<HTMLInputElement>(null);

  useEffect(() => (inPage ? prefetchList() : undefined), [inPage]);

  // The search box is uncontrolled (typing stays instant); it follows the address when that changes otherwise
  // (hydration, Back, Forward, Clear filters). Text typed into the prerendered box before the page was interactive
  // is the reader's search: it is kept and searched rather than replaced.
  const followsAddress = useRef(false);
  useEffect(() => {
    const input = searchInput.current;
    if (!input || !hydrated) return;
    if (!followsAddress.current) {
      followsAddress.current = true;
      if (input.value && input.value !== query.q) {
        update({ q: input.value });
        return;
      }
    }
    if (document.activeElement !== input && input.value !== query.q) input.value = query.q;
  }, [hydrated, query.q, update]);

  return (
    <>
      <div className="lg:col-span-2">
        <SearchBar query={query} onChange={update} inputRef={searchInput} />
      </div>
      <aside>
        <FacetSidebar
          key={`${query.formats.join()}-${query.sources.join()}`}
          formats={query.formats}
          sources={query.sources}
          onApply={(formats, sources) => update({ formats, sources })}
        />
      </aside>
    </>
  );
}
