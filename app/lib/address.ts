import * as React from 'react';
import { useHydrated } from './use-hydrated';

/**
 * The page's address, for the React parts of a page: links are plain anchors, going elsewhere loads that page,
 * and a new query on the same page is a history entry that every part of the page reads.
 */
export type PageLocation = { pathname: string; search: string; hash: string };

/** Whether `to` is the current page or, unless `end`, a page under it. */
export function isActivePath(pathname: string, to: string, end = false) {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const target = to.toLowerCase().replace(/(.)\/+$/, '$1');
  if (path === target) return true;
  return !end && (target === '/' ? false : path.startsWith(`${target}/`));
}

/** A plain left click, which a page may handle itself; with a modifier the browser opens the link elsewhere. */
export const isPlainClick = (
  event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
) => event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/** Said on window when a part of the page has changed the address in place, so that every part reads it again. */
const ADDRESS_CHANGED = 'hail:address';

type NavigateOptions = { replace?: boolean; samePage?: boolean };

/**
 * Goes to an address: another page (or an anchor) is loaded by the browser; the same page with another query (the
 * search's results, a list's filters) gets a history entry, or with `replace` takes the current one's place, and
 * every part of the page reads the new address. `samePage`: the page already shows what the address names (the
 * Data page's tabs, each with its address), so the address changes in place.
 */
export function navigate(to: string, { replace = false, samePage = false }: NavigateOptions = {}) {
  const url = new URL(to, window.location.href);
  if (!samePage && (url.pathname !== window.location.pathname || url.hash))
    return window.location.assign(url);
  if (replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  window.dispatchEvent(new Event(ADDRESS_CHANGED));
}

/**
 * The browser's address, followed through Back and Forward and changes made in place. A part's first render, a
 * hydration, reads the address as the page was prerendered (`path`, where the part shows it; no query, no anchor),
 * so that it matches the HTML; the address follows at once.
 */
export function useAddress(path = ''): PageLocation {
  const [location, setLocation] = React.useState<PageLocation>({ pathname: path, search: '', hash: '' });
  React.useEffect(() => {
    const update = () =>
      setLocation((shown) => {
        const { pathname, search, hash } = window.location;
        return shown.pathname === pathname && shown.search === search && shown.hash === hash
          ? shown
          : { pathname, search, hash };
      });
    update();
    window.addEventListener('popstate', update);
    window.addEventListener(ADDRESS_CHANGED, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(ADDRESS_CHANGED, update);
    };
  }, []);
  return location;
}

/**
 * The page's state in its query string: `params`, and `setParams` to replace it (a history entry, or in place with
 * `replace`). `latest()` is the query of the last change asked for until the address shows it: the address read
 * here is the last render's, so a second change made before the first was rendered (a select chosen right after
 * typing, a layer switched right after another) must build on `latest()`, not on `params`, or it drops the first.
 */
export function useQueryParams() {
  const { search } = useAddress();
  const params = React.useMemo(() => new URLSearchParams(search), [search]);
  const asked = React.useRef<URLSearchParams | null>(null);
  React.useEffect(() => {
    asked.current = null;
  }, [params]);
  const latest = React.useCallback(() => asked.current ?? params, [params]);
  const setParams = React.useCallback((next: URLSearchParams, replace: boolean) => {
    asked.current = next;
    const query = next.toString();
    navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, { replace });
  }, []);
  return { params, latest, setParams };
}

const NO_QUERY = new URLSearchParams();

/**
 * The query state of a part whose first render must match its prerendered HTML while it hydrates: no query until
 * the part runs, and then the address's; the switch is a transition (~/lib/use-hydrated).
 */
export function useQueryParamsOnceRunning() {
  const { params, setParams } = useQueryParams();
  const hydrated = useHydrated();
  return { params: hydrated ? params : NO_QUERY, setParams };
}
