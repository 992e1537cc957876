import type { Economy } from '@content/economy';
import { InfoIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '~/i18n/use-locale';
import { appliedView, defaultFilters, sameFilters, type EconomyFilters } from '../lib/filters';
import { categorySeries, yearlySeries } from '../lib/series';
import { ChartFrame } from './chart-frame';
import { ColumnsByGroup, HorizontalBars, LineByYear } from './charts';
import { DashboardActions } from './dashboard-actions';
import { FilterPanel } from './filter-panel';
import { SummaryCards } from './summary-cards';
import { WageTable } from './wage-table';
import { PageHeader } from '~/components/page/page-header';

function Note({ children }: { children: React.ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}

export function EconomyDashboard({ economy }: { economy: Economy }) {
  const { t } = useTranslation('economy');
  const { t: tc } = useTranslation();
  const { l, number, percent, currency, year } = useLocale();
  const [draft, setDraft] = useState<EconomyFilters>(() => defaultFilters(economy));
  const [applied, setApplied] = useState<EconomyFilters>(draft);
  const [status, setStatus] = useState('');
  const view = appliedView(economy, applied);
  const periodLabel = l(
    economy.timePeriods.find((p) => p.id === applied.period)?.label ?? economy.timePeriods[0]!.label,
  );
  const range = { from: year(economy.coverage.fromYear), to: year(economy.coverage.toYear) };

  const agriPoints = yearlySeries(economy.agriculture.series, year);
  const laborPoints = categorySeries(economy.labor.byGender, l, (g) => g.value);
  const wagePoints = categorySeries(economy.wages.bySector, l, (s) => s.wage);
  const unit = l(economy.agriculture.unit);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 print:max-w-none print:p-0 print:[body:has(&)_footer]:hidden print:[body:has(&)_header]:hidden">
      <PageHeader
        trail={[
          { label: tc('home'), to: '/' },
          { label: t('crumbData'), to: '/data' },
        ]}
        title={l(economy.title)}
        lead={l(economy.subtitle)}
        actions={<DashboardActions title={l(economy.title)} />}
      />

      <div className="mt-8 grid gap-8 lg:grid-cols-[17rem_minmax(0,1fr)] print:block">
        <aside className="print:hidden">
          <FilterPanel
            economy={economy}
            draft={draft}
            onDraftChange={(next) => {
              setDraft(next);
              setStatus('');
            }}
            dirty={!sameFilters(draft, applied)}
            status={status}
            onApply={() => {
              setApplied(draft);
              setStatus(t('filters.applied', { count: draft.indicators.length }));
            }}
          />
        </aside>

        <div className="min-w-0 space-y-6">
          {(view.governorateNote || view.periodNote || view.nothingChosen) && (
            <div className="space-y-2">
              {view.nothingChosen && <Note>{t('notes.nothingChosen')}</Note>}
              {view.governorateNote && <Note>{t('notes.governorate', range)}</Note>}
              {view.periodNote && <Note>{t('notes.period', { period: periodLabel, ...range })}</Note>}
            </div>
          )}
          <SummaryCards economy={economy} view={view} />
          <div className="grid items-start gap-6 xl:grid-cols-2 print:grid-cols-2">
            {view.shows('agricultural-production') && (
              <ChartFrame
                title={l(economy.agriculture.chartTitle)}
                description={l(economy.agriculture.chartDescription)}
                points={agriPoints}
                categoryHeader={t('chart.year')}
                valueHeader={t('chart.value', { unit })}
                formatValue={(v) => number(v)}
                fileName="hail-agricultural-production-value.csv"
              >
                <LineByYear points={agriPoints} formatValue={(v) => number(v)} name={unit} />
              </ChartFrame>
            )}
            {view.shows('labor-force-participation') && (
              <ChartFrame
                title={l(economy.labor.chartTitle)}
                description={l(economy.labor.chartDescription)}
                points={laborPoints}
                categoryHeader={l(economy.labor.groupLabel)}
                valueHeader={t('chart.participation')}
                formatValue={(v) => percent(v)}
                fileName="hail-labor-force-participation-by-gender.csv"
              >
                <ColumnsByGroup
                  points={laborPoints}
                  formatValue={(v) => percent(v)}
                  name={l(economy.labor.cardLabel)}
                />
              </ChartFrame>
            )}
            {view.shows('average-monthly-wages') && (
              <ChartFrame
                title={l(economy.wages.chartTitle)}
                description={l(economy.wages.chartDescription)}
                points={wagePoints}
                categoryHeader={t('chart.sector')}
                valueHeader={t('chart.wage')}
                formatValue={(v) => currency(v)}
                fileName="hail-average-monthly-wage-by-sector.csv"
              >
                <HorizontalBars
                  points={wagePoints}
                  formatValue={(v) => number(v)}
                  name={l(economy.wages.cardLabel)}
                />
              </ChartFrame>
            )}
            {view.shows('average-monthly-wages') && <WageTable wages={economy.wages} />}
          </div>
        </div>
      </div>
    </div>
  );
}
