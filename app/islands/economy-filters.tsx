import { economy } from '@content/economy';
import { EconomyFilters } from '~/features/dashboards/components/economy-filters';
import { pagePart } from '~/components/page/page-part';

/** The dashboard's filters (their options from content/economy.ts). */
function EconomyFiltersIsland() {
  return <EconomyFilters economy={economy} />;
}

export default pagePart(EconomyFiltersIsland);
