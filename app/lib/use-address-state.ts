import { useSearchParams } from 'react-router';
import { useHydrated } from '~/lib/use-hydrated';

/**
 * A page's state in its query string. The prerendered page (and the first render while it hydrates) reads no
 * query string, so it matches the HTML it came with; after that, the address's. `write` replaces the address
 * (not a step of its own in the history) without scrolling.
 */
export function useAddressState<T>(
  parse: (params: URLSearchParams) => T,
  toParams: (value: T) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const value = parse(hydrated ? params : new URLSearchParams());
  const write = (next: T) => setParams(toParams(next), { replace: true, preventScrollReset: true });
  return [value, write] as const;
}
