import type { Economy } from '@content/economy';
import { useAddressState } from '~/lib/use-address-state';
import { defaultFilters, fromParams, toParams, type EconomyFilters } from '../lib/filters';

/** The view the address names: its filters (defaults left out) and what it named that the dashboard does not know. */
export function useAppliedFilters(economy: Economy) {
  const defaults = defaultFilters(economy);
  const [{ filters, ignored }, write] = useAddressState(
    (params) => fromParams(economy, params),
    (value) => toParams(value.filters, defaults),
  );
  return {
    applied: filters,
    ignored,
    apply: (next: EconomyFilters) => write({ filters: next, ignored: [] }),
  };
}
