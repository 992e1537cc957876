import { useNavigateTo, usePageLocation } from '~/i18n/link';
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
  const { pathname, search } = usePageLocation();
  const navigate = useNavigateTo();
  const hydrated = useHydrated();
  const value = parse(new URLSearchParams(hydrated ? search : ''));
  const write = (next: T) => {
    const query = toParams(next).toString();
    navigate(`${pathname}${query ? `?${query}` : ''}`, { replace: true });
  };
  return [value, write] as const;
}
