import { cataloguePage } from '@content/datasets';
import { CalendarClockIcon, DatabaseIcon, DownloadIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Island } from '~/components/islands/island';
import { StatCard } from '~/components/page/stat-card';
import { useLocale } from '~/i18n/use-locale';
import type { DatasetSummary } from '@core/catalogue/types';
import { CatalogueResults } from './catalogue-results';
import { CatalogueSearch } from './catalogue-search';
import { Container } from '~/components/page/container';
import { PageHeader } from '~/components/page/page-header';
import '~/i18n/namespaces/catalogue';

/**
 * The catalogue: its header and what it holds, static; its search (CatalogueSearch) and its results
 * (CatalogueResults) islands, the results starting when near (below the sidebar on a phone) or searched.
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

      <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <Island name="catalogue-search" props={{ inPage }} when="used">
          <CatalogueSearch inPage={inPage} />
        </Island>
        <Island name="catalogue-results" props={{ inPage, firstPage, total }} when="near">
          <CatalogueResults inPage={inPage} firstPage={firstPage} total={total} />
        </Island>
      </div>
    </Container>
  );
}
