import type { Economy } from '@content/economy';
import { useTranslation } from 'react-i18next';
import { Island, IslandProps } from '~/components/islands/island';
import { PageHeader } from '~/components/page/page-header';
import { useLocale } from '~/i18n/use-locale';
import type { EconomyData } from '../lib/view';
import { EconomyActions } from './economy-actions';
import { EconomyFilters } from './economy-filters';
import { EconomyView } from './economy-view';
import '~/i18n/namespaces/economy';

const DATA = 'economy-data';

/**
 * The Economy & Investment Dashboard: filters (applied with 'Apply Filters', kept in the address) over the
 * indicator files' series, drawn as cards, charts and the wage table. Its header is static; the actions, the
 * filters and the view are islands, each reading the address; the view starts when its first chart comes near
 * (the charts are drawn in the browser; the figures and the wage table above and below them are in the HTML), or
 * when the filters change the address.
 */
export function EconomyDashboard({ economy, data }: { economy: Economy; data: EconomyData }) {
  const { t } = useTranslation('economy');
  const { t: tc } = useTranslation();
  const { l } = useLocale();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 print:max-w-none print:p-0 print:[body:has(&)_footer]:hidden print:[body:has(&)_header]:hidden">
      <IslandProps id={DATA} value={{ data }} />
      <PageHeader
        trail={[
          { label: tc('home'), to: '/' },
          { label: t('crumbData'), to: '/data' },
        ]}
        title={l(economy.title)}
        lead={l(economy.subtitle)}
        actions={
          <Island name="economy-actions" propsFrom={DATA} when="used">
            <EconomyActions economy={economy} data={data} />
          </Island>
        }
      />

      <div className="mt-8 grid gap-8 lg:grid-cols-[17rem_minmax(0,1fr)] print:block">
        <aside className="print:hidden">
          <Island name="economy-filters" when="used">
            <EconomyFilters economy={economy} />
          </Island>
        </aside>

        <div className="min-w-0">
          <Island name="economy-view" propsFrom={DATA} when="near" nearOf="[data-chart]">
            <EconomyView economy={economy} data={data} />
          </Island>
        </div>
      </div>
    </div>
  );
}
