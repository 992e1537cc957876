import type { EconomyIndicatorId, Economy } from '@content/economy';
import {
  BriefcaseIcon,
  BuildingIcon,
  FactoryIcon,
  InfoIcon,
  LandmarkIcon,
  UsersIcon,
  WheatIcon,
} from 'lucide-react';
import type { Locale } from '~/i18n/format';
import { presenter } from '../lib/present';
import { chosenIndicators, type EconomyData } from '../lib/view';
import { ChartFrame } from './chart-frame';
import { GroupBars, TrendLines } from './lazy-charts';
import { SummaryCards } from './summary-cards';
import { useAppliedFilters } from './use-applied-filters';
import { WageTable } from './wage-table';
import { useTexts } from '~/i18n';
import economyTexts from '~/i18n/namespaces/economy';

const icons: Record<EconomyIndicatorId, typeof WheatIcon> = {
  'agricultural-production': WheatIcon,
  'labor-force-participation': UsersIcon,
  'average-monthly-wages': BriefcaseIcon,
  'industrial-output': FactoryIcon,
  'foreign-direct-investment': LandmarkIcon,
  'business-registration-growth': BuildingIcon,
};

function Note({ children }: { children: React.ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}

/** What the address's filters choose: notes, figures, charts and the wage table (an island). */
export function EconomyView({ economy, data }: { economy: Economy; data: EconomyData }) {
  const { t, i18n } = useTexts(economyTexts);
  const { applied, ignored } = useAppliedFilters(economy);
  const present = presenter({ locale: i18n.language as Locale, t }, economy, data);
  const cards = present.cards(applied).map((c) => ({ ...c, icon: icons[c.id] }));
  const charts = chosenIndicators(economy, applied).map((i) => present.chart(i, applied));
  const table = present.table(applied);
  return (
    <div className="space-y-6">
      {ignored.length > 0 && <Note>{t('notes.ignored', { list: ignored.join(', ') })}</Note>}
      {applied.indicators.length === 0 && <Note>{t('notes.nothingChosen')}</Note>}
      <SummaryCards cards={cards} />
      <div className="grid items-start gap-6 xl:grid-cols-2 print:grid-cols-2 [&>*]:min-w-0">
        {charts.map((chart) => (
          <ChartFrame
            key={chart.indicator.id}
            title={chart.title}
            description={chart.description}
            drawn={chart}
            categoryHeader={chart.categoryHeader}
            valueHeader={chart.valueHeader}
            formatValue={chart.format.value}
            fileName={chart.fileName}
          >
            {chart.empty ? (
              <p className="grid size-full place-items-center rounded-lg bg-muted text-sm text-muted-foreground">
                {t('notes.noValues')}
              </p>
            ) : chart.indicator.chart === 'trend' ? (
              <TrendLines {...chart} formatValue={chart.format.value} formatTick={chart.format.tick} />
            ) : (
              <GroupBars
                {...chart}
                formatValue={chart.format.value}
                formatTick={chart.format.tick}
                horizontal={chart.rows.length > 2}
              />
            )}
          </ChartFrame>
        ))}
        {table && (
          <div className={applied.governorates.length > 1 ? 'xl:col-span-2' : undefined}>
            <WageTable {...table} />
          </div>
        )}
      </div>
    </div>
  );
}
