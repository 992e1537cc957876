import { useEffect, useRef } from 'react';
import { useAtStart } from '~/lib/use-asked';
import { emptyQuery, type CatalogueQuery } from '@core/catalogue/page-query';
import { FacetSidebar } from './facet-sidebar';
import { SearchBar } from './search-bar';
import { readQuery, useCatalogueQuery, type Rendered } from './use-catalogue-query';

/** What the visitor typed or chose in the search fields before the code came (they were rendered empty). */
function chosenEarly(fields: HTMLElement) {
  const named = fields.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[name]');
  const chosen = readQuery(new URLSearchParams([...named].map((field) => [field.name, field.value])));
  const keys = (['q', 'category', 'period'] as const).filter((key) => chosen[key] !== emptyQuery[key]);
  return Object.fromEntries(keys.map((key) => [key, chosen[key]])) as Partial<CatalogueQuery>;
}

/**
 * The catalogue's search box with its Category and Time Period, and the File Format and Data Source sidebar: what
 * they choose is the address's query (an island; CatalogueResults shows what it finds). `rendered`: the query the
 * server rendered the page for.
 */
export function CatalogueSearch({ rendered }: { rendered: Rendered }) {
  const { query, update, hydrated } = useCatalogueQuery(rendered);
  const fields = useRef<HTMLFormElement>(null);
  // Read as the code starts, before the address's query is rendered into the fields; searched once it is read
  const early = useRef<Partial<CatalogueQuery> | null>(null);

  useAtStart(() => {
    early.current = chosenEarly(fields.current!);
  });

  // The search box is uncontrolled (typing stays instant); it follows the address when that changes otherwise
  // (Back, Forward, Clear filters). What was typed or chosen before the code came is the reader's search: it is
  // kept and searched rather than replaced.
  useEffect(() => {
    const input = fields.current?.querySelector<HTMLInputElement>('input[name=q]');
    if (!input || !hydrated) return;
    const change = early.current;
    early.current = null;
    if (change && Object.keys(change).length) update(change);
    else if (document.activeElement !== input && input.value !== query.q) input.value = query.q;
  }, [hydrated, query.q, update]);

  return (
    <>
      <div className="lg:col-span-2">
        <SearchBar query={query} onChange={update} fieldsRef={fields} />
      </div>
      <aside>
        <FacetSidebar
          key={`${query.formats.join()}-${query.sources.join()}`}
          query={query}
          ready={hydrated}
          onApply={(formats, sources) => update({ formats, sources })}
        />
      </aside>
    </>
  );
}
