import type { Economy } from '@content/economy';
import { useQueryParamsOnceRunning } from '~/lib/address';
import { defaultFilters, fromParams, toParams, type EconomyFilters } from '../lib/filters';

/** The view the address names: its filters (defaults left out) and what it named that the dashboard does not know. */
export function useAppliedFilters(economy: Economy) {
  const defaults = defaultFilters(economy);
  const { params, setParams } = useQueryParamsOnceRunning();
  const { filters, ignored } = fromParams(economy, params);
  return {
    applied: filters,
    ignored,
    apply: (next: EconomyFilters) => setParams(toParams(next, defaults), true),
  };
}
