import { cataloguePage } from '@content/datasets';
import {
  CalendarClockIcon,
  DatabaseIcon,
  DownloadIcon,
  LoaderCircleIcon,
  SearchXIcon,
  XIcon,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '~/components/page/stat-card';
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
import { Container } from '~/components/page/container';
import { PageHeader } from '~/components/page/page-header';
import '~/i18n/namespaces/catalogue';

/**
 * The catalogue: live search, Category and Time Period, the File Format and Data Source sidebar, result pages.
 * `inPage`: the catalogue is small enough to search in the page (its list is fetched when first needed); otherwise
 * the server searches and pages it. `firstPage` is the unfiltered first results page, shown without searching.
 */
export function CataloguePage({
  inPage,
  firstPage,
  total,
  stats,
}: {
  inPage: boolean;
  firstPage: DatasetSummary[];
  total: number;
  /** What the catalogue holds: datasets, their downloads, the newest revision (YYYY-MM-DD). */
  stats: { datasets: number; downloads: number; latest: string };
}) {
  const { t } = useTranslation('catalogue');
  const { t: tc } = useTranslation();
  const { l, number, compact, year } = useLocale();
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

  const cards = [
    { label: t('stats.totalDatasets'), value: number(stats.datasets), icon: DatabaseIcon },
    { label: t('stats.totalDownloads'), value: compact(stats.downloads), icon: DownloadIcon },
    {
      label: t('stats.latestUpdate'),
      // The quarter of the newest revision: "Q3 2025".
      value: t(`stats.quarters.q${Math.ceil(Number(stats.latest.slice(5, 7)) / 3)}`, {
        year: year(Number(stats.latest.slice(0, 4))),
      }),
      icon: CalendarClockIcon,
    },
  ];

  return (
    <Container className="py-8">
      <PageHeader
        trail={[
          { label: tc('home'), to: '/' },
          { label: t('crumbData'), to: '/data' },
        ]}
        title={l(cataloguePage.title)}
        lead={l(cataloguePage.description)}
      />

      <section aria-label={t('stats.title')} className="mt-8">
        <ul className="grid gap-4 sm:grid-cols-3">
          {cards.map((s, i) => (
            <li key={s.label} className="animate-rise" style={{ '--i': i } as React.CSSProperties}>
              <StatCard label={s.label} value={s.value} icon={s.icon} className="h-full" />
            </li>
          ))}
        </ul>
      </section>

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
    </Container>
  );
}
