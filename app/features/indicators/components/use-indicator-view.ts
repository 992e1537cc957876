import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Indicator } from '@core/indicators/schema';
import { useHydrated } from '~/lib/use-hydrated';
import { defaultView, parseView, toParams, type View } from '../lib/view';

/**
 * The view in the address. The prerendered page shows the default; once hydrated, the address's view (a shared
 * link reopens it), and each change replaces the address.
 */
export function useIndicatorView(indicator: Pick<Indicator, 'series'>) {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const key = params.toString();
  const { view, invalid } = useMemo(
    () =>
      hydrated
        ? parseView(new URLSearchParams(key), indicator)
        : { view: defaultView(indicator), invalid: [] },
    [hydrated, key, indicator],
  );
  const write = (next: View) =>
    setParams(toParams(next, indicator), { replace: true, preventScrollReset: true });
  return { view, invalid, write };
}
