import type { Economy } from '@content/economy';
import { BriefcaseIcon, CircleDashedIcon, UsersIcon, WheatIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '~/components/page/stat-card';
import { useLocale } from '~/i18n/use-locale';
import type { appliedView } from '../lib/filters';
import { latestChange } from '../lib/series';

/** The headline figures of the selected published indicators, and a plain note for each unpublished one. */
export function SummaryCards({ economy, view }: { economy: Economy; view: ReturnType<typeof appliedView> }) {
  const { t } = useTranslation('economy');
  const { l, currency, percent, year } = useLocale();
  const agri = latestChange(economy.agriculture.series);
  const cards = [
    view.shows('agricultural-production') && {
      key: 'agri',
      icon: WheatIcon,
      label: l(economy.agriculture.cardLabel),
      value: currency(agri.value * 1_000_000, { compact: true }),
      note:
        agri.change === undefined
          ? year(agri.year)
          : t('cards.changeInYear', {
              change: percent(agri.change, { signed: true }),
              year: year(agri.year),
            }),
    },
    view.shows('labor-force-participation') && {
      key: 'labor',
      icon: UsersIcon,
      label: l(economy.labor.cardLabel),
      value: percent(economy.labor.rate),
      note: l(economy.labor.period),
    },
    view.shows('average-monthly-wages') && {
      key: 'wages',
      icon: BriefcaseIcon,
      label: l(economy.wages.cardLabel),
      value: currency(economy.wages.average),
      note: t('cards.yearOnYear', { change: percent(economy.wages.change, { signed: true }) }),
    },
  ].filter((c) => c !== false);

  if (cards.length === 0 && view.unpublished.length === 0) return null;
  return (
    <section aria-label={t('cards.title')}>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 print:grid-cols-3">
        {cards.map((c, i) => (
          <li key={c.key} className="animate-rise" style={{ '--i': i } as React.CSSProperties}>
            <StatCard label={c.label} value={c.value} note={c.note} icon={c.icon} className="h-full" />
          </li>
        ))}
        {view.unpublished.map((indicator, i) => (
          <li
            key={indicator.id}
            className="animate-rise"
            style={{ '--i': cards.length + i } as React.CSSProperties}
          >
            <div className="h-full rounded-xl border border-dashed bg-muted/40 p-5">
              <div className="flex items-start justify-between gap-3">
                <h3 className="text-sm font-medium text-muted-foreground">{l(indicator.label)}</h3>
                <CircleDashedIcon className="size-5 text-muted-foreground" aria-hidden />
              </div>
              <p className="mt-2 text-lg font-semibold">{t('notes.notPublished')}</p>
              <p className="mt-1 text-sm text-muted-foreground">{t('notes.notPublishedBody')}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
