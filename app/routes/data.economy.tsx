import { domains } from '@content/domains';
import { economy } from '@content/economy';
import { useTranslation } from 'react-i18next';
import i18next from '~/i18n';
import { Container } from '~/components/page/container';
import { economyData } from '~/features/dashboards/lib/data';
import { DomainIndicators } from '~/features/indicators/components/domain-indicators';
import { domainGoals } from '~/features/indicators/lib/domain-goals';
import { pageMeta, text } from '~/lib/meta';
import { Island, islandsPage } from '~/components/islands/island';
import { EconomyDashboard } from '~/features/dashboards/components/economy-dashboard';
import { publishedIndicators } from '@core/indicators/published';
import { summaryOf } from '@core/indicators/summaries';
import type { Route } from './+types/data.economy';
import '~/i18n/namespaces/economy';

/** The economy domain's page is its dashboard: below it, every indicator of the domain. */
const domain = domains.find((d) => d.id === 'economy')!;

/** Runs when the page is prerendered: the dashboard's series and the economy domain's indicators. */
export async function loader() {
  const all = await publishedIndicators();
  return {
    data: economyData(economy, all),
    items: all.filter((i) => i.domain === domain.id).map(summaryOf),
  };
}

export const meta = () => pageMeta(text(economy.title), i18next.t('economy:metaDescription'));

/**
 * Static but for its islands: the dashboard's actions, filters and view (economy-dashboard.tsx) and, below it, the
 * list of the domain's indicators (started when near). In the browser only they, the header and the feedback line
 * run.
 */
export const handle = islandsPage;

export default function EconomyDashboardPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('economy');
  const goals = domainGoals(domain.id);
  return (
    <>
      <EconomyDashboard economy={economy} data={loaderData.data} />
      <Container as="section" aria-labelledby="economy-indicators" className="pb-16 print:hidden">
        <h2 id="economy-indicators" className="text-2xl font-bold tracking-tight">
          {t('allIndicators', { count: loaderData.items.length })}
        </h2>
        <div className="mt-6">
          <Island
            name="domain-indicators"
            when="used"
            props={{ items: loaderData.items, goals, color: domain.color }}
          >
            <DomainIndicators items={loaderData.items} goals={goals} color={domain.color} />
          </Island>
        </div>
      </Container>
    </>
  );
}
