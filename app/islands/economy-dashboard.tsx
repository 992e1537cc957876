import { economy } from '@content/economy';
import { EconomyDashboard } from '~/features/dashboards/components/economy-dashboard';
import type { EconomyData } from '~/features/dashboards/lib/view';

/** The economy dashboard (its content from content/economy.ts; the indicator files' series as the page wrote them). */
export default function EconomyDashboardIsland({ data }: { data: EconomyData }) {
  return <EconomyDashboard economy={economy} data={data} />;
}
