import { CalendarClockIcon, DatabaseIcon, DownloadIcon } from 'lucide-react';
import type { CatalogueStats as Stats } from '@core/catalogue/page-query';
import { StatCard } from '~/components/page/stat-card';
import { useLocale } from '~/i18n/use-locale';
import { useTexts } from '~/i18n';
import catalogueTexts from '~/i18n/namespaces/catalogue';

/** What the catalogue holds: its datasets, their downloads, the quarter of the newest revision (YYYY-MM-DD). */
export function CatalogueStats({ stats }: { stats: Stats }) {
  const { t } = useTexts(catalogueTexts);
  const { number, compact, year } = useLocale();

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
    <section aria-label={t('stats.title')} className="mt-8">
      <ul className="grid gap-4 sm:grid-cols-3">
        {cards.map((s, i) => (
          <li key={s.label} className="animate-rise" style={{ '--i': i } as React.CSSProperties}>
            <StatCard label={s.label} value={s.value} icon={s.icon} className="h-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}
