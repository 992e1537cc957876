import { domains } from '@content/domains';
import { indicators } from '@content/indicators';
import { BarChart3Icon, CalendarRangeIcon, GlobeIcon, LayersIcon } from 'lucide-react';
import type * as React from 'react';
import { StatCard } from '~/components/page/stat-card';
import { useLocale } from '~/i18n/use-locale';
import { indicatorTotals } from '../lib/stats';
import { Container } from '~/components/page/container';
import { useTexts } from '~/i18n';
import dataTexts from '~/i18n/namespaces/data';

/** Four figures: total indicators, SDG aligned, domains (summed from content/domains.ts) and years of data. */
export function DataStats() {
  const { t } = useTexts(dataTexts);
  const { number } = useLocale();
  const totals = indicatorTotals(domains);
  const stats = [
    { id: 'indicators', label: t('stats.totalIndicators'), value: totals.indicators, icon: BarChart3Icon },
    { id: 'sdg', label: t('stats.sdgAligned'), value: totals.sdgAligned, icon: GlobeIcon },
    { id: 'domains', label: t('stats.domains'), value: totals.domains, icon: LayersIcon },
    { id: 'years', label: t('stats.years'), value: indicators.yearsOfData, icon: CalendarRangeIcon },
  ];
  return (
    <Container as="section" aria-label={t('stats.label')} className="pt-10">
      <ul className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
        {stats.map((s, i) => (
          <li key={s.id} className="animate-rise" style={{ '--i': i } as React.CSSProperties}>
            <StatCard className="h-full" label={s.label} value={number(s.value)} icon={s.icon} />
          </li>
        ))}
      </ul>
    </Container>
  );
}
