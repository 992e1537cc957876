import type { Economy, EconomyIndicatorId } from '@content/economy';
import {
  BriefcaseIcon,
  BuildingIcon,
  FactoryIcon,
  InfoIcon,
  LandmarkIcon,
  UsersIcon,
  WheatIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '~/components/page/page-header';
import type { Locale } from '~/i18n/format';
import { useAddressState } from '~/lib/use-address-state';
import { defaultFilters, fromParams, sameFilters, toParams, type EconomyFilters } from '../lib/filters';
import { presenter } from '../lib/present';
import { chosenIndicators, type EconomyData } from '../lib/view';
import { ChartFrame } from './chart-frame';
import { GroupBars, TrendLines } from './lazy-charts';
import { DashboardActions } from './dashboard-actions';
import { FilterPanel } from './filter-panel';
import { SummaryCards } from './summary-cards';
import { WageTable } from './wage-table';
import '~/i18n/namespaces/economy';

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

/**
 * The Economy & Investment Dashboard: filters (applied with 'Apply Filters', kept in the address) over the
 * indicator files' series, drawn as cards, charts and the wage table.
 */
export function EconomyDashboard({ economy, data }: { economy: Economy; data: EconomyData }) {
  const { t, i18n } = useTranslation('economy');
  const { t: tc } = useTranslation();
  const defaults = defaultFilters(economy);
  const [{ filters: applied, ignored }, write] = useAddressState(
    (params) => fromParams(economy, params),
    (value) => toParams(value.filters, defaults),
  );
  // The draft follows the address whenever the applied view changes (a link, back and forward, hydration).
  const appliedKey = toParams(applied, defaults).toString();
  const [draft, setDraft] = useState<EconomyFilters>(applied);
  const [draftOf, setDraftOf] = useState(appliedKey);
  if (draftOf !== appliedKey) {
    setDraftOf(appliedKey);
    setDraft(applied);
  }
  const [status, setStatus] = useState('');

  const locale = i18n.language as Locale;
  const present = presenter({ locale, t }, economy, data);
  const cards = present.cards(applied).map((c) => ({ ...c, icon: icons[c.id] }));
  const charts = chosenIndicators(economy, applied).map((i) => present.chart(i, applied));
  const table = present.table(applied);
  const title = present.l(economy.title);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 print:max-w-none print:p-0 print:[body:has(&)_footer]:hidden print:[body:has(&)_header]:hidden">
      <PageHeader
        trail={[
          { label: tc('home'), to: '/' },
          { label: t('crumbData'), to: '/data' },
        ]}
        title={title}
        lead={present.l(economy.subtitle)}
        actions={<DashboardActions title={title} view={{ economy, data, filters: applied, locale }} />}
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
              write({ filters: draft, ignored: [] });
              setStatus(t('filters.applied', { count: draft.indicators.length }));
            }}
          />
        </aside>

        <div className="min-w-0 space-y-6">
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
      </div>
    </div>
  );
}
