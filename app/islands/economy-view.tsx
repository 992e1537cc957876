import { economy } from '@content/economy';
import { EconomyView } from '~/features/dashboards/components/economy-view';
import type { EconomyData } from '~/features/dashboards/lib/view';
import { pagePart } from '~/components/page/page-part';

/** The dashboard's figures, charts and wage table (content/economy.ts; the series as the page wrote them). */
function EconomyViewIsland({ data }: { data: EconomyData }) {
  return <EconomyView economy={economy} data={data} />;
}

export default pagePart(EconomyViewIsland);
