import { economy } from '@content/economy';
import { EconomyActions } from '~/features/dashboards/components/economy-actions';
import type { EconomyData } from '~/features/dashboards/lib/view';
import { pagePart } from '~/components/page/page-part';

/** The dashboard's PDF and Share (its content from content/economy.ts; the series as the page wrote them). */
function EconomyActionsIsland({ data }: { data: EconomyData }) {
  return <EconomyActions economy={economy} data={data} />;
}

export default pagePart(EconomyActionsIsland);
