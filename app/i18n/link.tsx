import * as React from 'react';
import { languageOf, localize } from '@core/paths';

/**
 * Links and the page's address, for the React parts of a page (app/astro/page-part.tsx): links are plain anchors,
 * the address is the browser's, going elsewhere loads the (prerendered) page, and a new query on the same page is
 * a history entry that every part of the page reads.
 */
export type PageLocation = { pathname: string; search: string; hash: string };
type LinkProps = Omit<React.ComponentPropsWithRef<'a'>, 'href'> & { to: string };
type NavLinkProps = Omit<LinkProps, 'className'> & {
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
};
type NavigateOptions = { replace?: boolean; samePage?: boolean };
export type Navigation = {
  location: PageLocation;
  Link: React.ComponentType<LinkProps>;
  NavLink: React.ComponentType<NavLinkProps>;
  /**
   * To another address. `replace`: in place of the current history entry (a page's own state). `samePage`: the page
   * already shows what the address names (the Data page's tabs, each with its address): the address changes in
   * place.
   */
  navigate: (to: string, options?: NavigateOptions) => void;
};

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

function PlainLink({ to, ...props }: LinkProps) {
  return <a href={to} {...props} />;
}

function PlainNavLink({ to, end, className, ...props }: NavLinkProps) {
  const isActive = isActivePath(useNavigation().location.pathname, to, end);
  return (
    <PlainLink
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...props}
    />
  );
}

/** Said on window when an island has changed the address in place, so that every island reads it again. */
export const ADDRESS_CHANGED = 'hail:address';

const browserLocation = (): PageLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
});

/**
 * Goes to an address: another page (or an anchor) is loaded by the browser; the same page with another query (the search's results, a list's filters) gets a history entry, or with `replace` takes the
 * current one's place, and every island reads the new address.
 */
function goTo(to: string, { replace = false, samePage = false }: NavigateOptions = {}) {
  const url = new URL(to, window.location.href);
  if (!samePage && (url.pathname !== window.location.pathname || url.hash))
    return window.location.assign(url);
  if (replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  window.dispatchEvent(new Event(ADDRESS_CHANGED));
}

/**
 * The browser's own navigation: the address follows Back and Forward. An island's first render, a hydration, reads
 * the address as the page was prerendered (`pathname`, no query, no anchor), so that it matches the HTML; the
 * address follows at once.
 */
export function DocumentNavigation({ pathname, children }: { pathname?: string; children: React.ReactNode }) {
  const [location, setLocation] = React.useState<PageLocation>(() => ({
    pathname: pathname ?? window.location.pathname,
    search: '',
    hash: '',
  }));
  React.useEffect(() => {
    const update = () =>
      setLocation((shown) => {
        const next = browserLocation();
        const same = (Object.keys(next) as (keyof PageLocation)[]).every((key) => shown[key] === next[key]);
        return same ? shown : next;
      });
    update();
    window.addEventListener('popstate', update);
    window.addEventListener(ADDRESS_CHANGED, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(ADDRESS_CHANGED, update);
    };
  }, []);
  const navigation = React.useMemo<Navigation>(
    () => ({ location, Link: PlainLink, NavLink: PlainNavLink, navigate: goTo }),
    [location],
  );
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}

export const NavigationContext = React.createContext<Navigation | null>(null);

/** Links without localizing, the address and navigating (see above). */
export function useNavigation() {
  const navigation = React.useContext(NavigationContext);
  if (!navigation) throw new Error('No NavigationContext: render inside DocumentNavigation (pagePart)');
  return navigation;
}

/** The page's address. */
export const usePageLocation = () => useNavigation().location;

/** Goes to an address (see goTo). */
export const useNavigateTo = () => useNavigation().navigate;

/**
 * The page's query string, and `setParams` to replace it (a history entry, or in place with `replace`). `latest()`
 * is the query of the last change asked for until the address shows it: the address read here is the last
 * render's, so a second change made before the first was rendered (a select chosen right after typing, a layer
 * switched right after another) must build on `latest()`, not on `params`, or it drops the first.
 */
export function useQueryParams() {
  const { pathname, search } = usePageLocation();
  const navigate = useNavigateTo();
  const params = React.useMemo(() => new URLSearchParams(search), [search]);
  const asked = React.useRef<URLSearchParams | null>(null);
  React.useEffect(() => {
    asked.current = null;
  }, [params]);
  const latest = React.useCallback(() => asked.current ?? params, [params]);
  const setParams = React.useCallback(
    (next: URLSearchParams, replace: boolean) => {
      asked.current = next;
      const query = next.toString();
      navigate(`${pathname}${query ? `?${query}` : ''}`, { replace });
    },
    [navigate, pathname],
  );
  return { params, latest, setParams };
}

/** The active language's version of an internal path. */
export function useLocalizePath() {
  const lang = languageOf(usePageLocation().pathname);
  return (path: string) => localize(path, lang);
}

/** A link that keeps the reader in their language: to="/data" goes to /ar/data on Arabic pages. */
export function Link({ to, ...props }: LinkProps) {
  const { Link: Component } = useNavigation();
  return <Component to={useLocalizePath()(to)} {...props} />;
}

/** A link marked aria-current="page" while its page (or, unless `end`, one under it) is shown; localized like Link. */
export function NavLink({ to, ...props }: NavLinkProps) {
  const { NavLink: Component } = useNavigation();
  return <Component to={useLocalizePath()(to)} {...props} />;
}
