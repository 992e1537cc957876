import { useMemo } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { NavigationContext, type Navigation } from '~/i18n/link';

/** Links and address from React Router, for the components that also run as islands (see app/i18n/link.tsx). */
export function RouterNavigation({ children }: { children: React.ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<Navigation>(
    () => ({
      location: { pathname, search, hash },
      Link,
      NavLink,
      // A new query of the same page (a search, a filter) or a state it replaces keeps the reader where they are
      navigate: (to, { replace = false } = {}) =>
        void navigate(to, {
          replace,
          preventScrollReset: replace || new URL(to, window.location.href).pathname === pathname,
        }),
    }),
    [pathname, search, hash, navigate],
  );
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}
