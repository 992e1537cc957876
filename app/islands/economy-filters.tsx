import { economy } from '@content/economy';
import { EconomyFilters } from '~/features/dashboards/components/economy-filters';

/** The dashboard's filters (their options from content/economy.ts). */
export default function EconomyFiltersIsland() {
  return <EconomyFilters economy={economy} />;
}
