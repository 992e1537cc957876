import { LoaderCircleIcon, SearchXIcon, XIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/i18n/use-locale';
import { isFiltered } from '../lib/filter';
import type { DatasetSummary } from '@core/catalogue/types';
import { DatasetCard } from './dataset-card';
import { FacetSidebar } from './facet-sidebar';
import { Pagination } from './pagination';
import { SearchBar } from './search-bar';
import { PAGE_SIZE, useCatalogueResults } from './use-catalogue-results';
import { useCatalogueQuery } from './use-catalogue-query';
import '~/i18n/namespaces/catalogue';

/**
 * The catalogue's search: live search, Category and Time Period, the File Format and Data Source sidebar, result
 * pages — the part of the catalogue page that runs in the browser (an island). `inPage`: the catalogue is small
 * enough to search in the page (its list is fetched when first needed); otherwise the server searches and pages
 * it. `firstPage` is the unfiltered first results page, shown without searching.
 */
export function CatalogueSearch({
  inPage,
  firstPage,
  total,
}: {
  inPage: boolean;
  firstPage: DatasetSummary[];
  total: number;
}) {
  const { t } = useTranslation('catalogue');
  const { number } = useLocale();
  const { query, page, update, setPage, hydrated } = useCatalogueQuery();
  const searchInput = useRef<HTMLInputElement>(null);
  const { count, results, status } = useCatalogueResults(inPage, firstPage, total, query, page);
  const pages = Math.ceil(count / PAGE_SIZE);
  const filtered = isFiltered(query);
  const heading = useRef<HTMLHeadingElement>(null);

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

  // A page beyond the last (an old link, fewer results now) shows the last page instead.
  useEffect(() => {
    if (status === 'ready' && count > 0 && page > pages) setPage(pages, { replace: true });
  }, [status, count, page, pages, setPage]);

  function goToPage(next: number) {
    setPage(next);
    heading.current?.focus();
  }

  return (
    <>
      <div className="mt-8">
        <SearchBar query={query} onChange={update} inputRef={searchInput} />
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside>
          <FacetSidebar
            key={`${hydrated}-${query.formats.join()}-${query.sources.join()}`}
            formats={query.formats}
            sources={query.sources}
            onApply={(formats, sources) => update({ formats, sources })}
          />
        </aside>
        <section aria-labelledby="datasets-heading" aria-busy={status === 'loading'} className="min-w-0">
          <h2 id="datasets-heading" ref={heading} tabIndex={-1} className="sr-only">
            {t('datasets')}
          </h2>
          <div className="mb-4 flex min-h-9 flex-wrap items-center justify-between gap-3">
            <p role="status" className="flex items-center gap-2 text-sm font-medium">
              {t('showing', { count, formattedCount: number(count) })}
              {status === 'loading' && (
                <LoaderCircleIcon
                  className="size-4 animate-spin text-muted-foreground"
                  aria-label={t('loading')}
                />
              )}
            </p>
            {filtered && (
              <Button variant="ghost" size="sm" onClick={() => update(null)}>
                <XIcon aria-hidden />
                {t('clearFilters')}
              </Button>
            )}
          </div>
          {status === 'error' && (
            <p
              role="alert"
              className="mb-4 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
            >
              {t('searchError')}
            </p>
          )}
          {count === 0 && status === 'ready' ? (
            <div className="flex flex-col items-center rounded-xl border border-dashed p-10 text-center">
              <SearchXIcon className="size-8 text-muted-foreground" aria-hidden />
              <p className="mt-3 font-semibold">{t('empty.title')}</p>
              <p className="mt-1 text-sm text-muted-foreground">{t('empty.body')}</p>
              <Button className="mt-4" onClick={() => update(null)}>
                {t('clearFilters')}
              </Button>
            </div>
          ) : (
            <ul className="grid gap-4 xl:grid-cols-2">
              {results.map((d, i) => (
                <li key={d.id} className="animate-rise" style={{ '--i': i } as React.CSSProperties}>
                  <DatasetCard dataset={d} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={Math.min(page, Math.max(pages, 1))} pages={pages} onPage={goToPage} />
        </section>
      </div>
    </>
  );
}
