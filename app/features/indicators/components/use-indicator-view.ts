import type { Indicator } from '@core/indicators/schema';
import { useAddressState } from '~/lib/use-address-state';
import { parseView, toParams, type View } from '../lib/view';

/** The view in the address (a shared link reopens it); the prerendered page shows the default. */
export function useIndicatorView(indicator: Pick<Indicator, 'series'>) {
  const [{ view, invalid }, write] = useAddressState(
    (params) => parseView(params, indicator),
    (next: { view: View }) => toParams(next.view, indicator),
  );
  return { view, invalid, write: (next: View) => write({ view: next, invalid: [] }) };
}
