import { LoaderCircleIcon, SearchXIcon, XIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/i18n/use-locale';
import { isFiltered, PAGE_SIZE, type CatalogueAnswer } from '@core/catalogue/page-query';
import { DatasetCard } from './dataset-card';
import { Pagination } from './pagination';
import { useCatalogueResults } from './use-catalogue-results';
import { useCatalogueQuery } from './use-catalogue-query';
import { useTexts } from '~/i18n';
import catalogueTexts from '~/i18n/namespaces/catalogue';

/**
 * The cards that rise in (staggered) as results appear: those of a wide screen's first view. The rest are simply
 * there: each entrance animation costs the main thread a frame as it starts and ends, and twenty staggered over
 * 2.4 s, mostly out of view, added about 120 ms of blocking time on a phone (Lighthouse, 4 runs: 202–307 ms with
 * them all animated, 87–235 without).
 */
const RISING_CARDS = 6;

/**
 * The datasets the address's query finds, a page of them, with their count and Clear filters (an island: it
 * follows the address as the search changes it). `rendered`: what the server found for the address the page was
 * rendered for; every other query is the server's API's to answer.
 */
export function CatalogueResults({ rendered }: { rendered: CatalogueAnswer }) {
  const { t } = useTexts(catalogueTexts);
  const { number } = useLocale();
  const { query, page, update, setPage } = useCatalogueQuery(rendered);
  const { count, results, status } = useCatalogueResults(rendered, query, page);
  const pages = Math.ceil(count / PAGE_SIZE);
  const filtered = isFiltered(query);
  const heading = useRef<HTMLHeadingElement>(null);

  // A page beyond the last (an old link, fewer results now) shows the last page instead.
  useEffect(() => {
    if (status === 'ready' && count > 0 && page > pages) setPage(pages, { replace: true });
  }, [status, count, page, pages, setPage]);

  function goToPage(next: number) {
    setPage(next);
    heading.current?.focus();
  }

  return (
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
        <p role="alert" className="mb-4 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
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
            <li
              key={d.id}
              className={i < RISING_CARDS ? 'render-card-when-near animate-rise' : 'render-card-when-near'}
              style={{ '--i': i } as React.CSSProperties}
            >
              <DatasetCard dataset={d} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={Math.min(page, Math.max(pages, 1))} pages={pages} onPage={goToPage} />
    </section>
  );
}
