import type * as React from 'react';
import { Link as RouterLink, NavLink as RouterNavLink, useLocation } from 'react-router';
import { languageOf, localize } from '@core/paths';

/** The active language's version of an internal path. */
export function useLocalizePath() {
  const lang = languageOf(useLocation().pathname);
  return (path: string) => localize(path, lang);
}

/** react-router's Link, keeping the reader in their language: to="/data" goes to /ar/data on Arabic pages. */
export function Link({ to, ...props }: React.ComponentProps<typeof RouterLink> & { to: string }) {
  return <RouterLink to={useLocalizePath()(to)} {...props} />;
}

/** react-router's NavLink, localized like Link. */
export function NavLink({ to, ...props }: React.ComponentProps<typeof RouterNavLink> & { to: string }) {
  return <RouterNavLink to={useLocalizePath()(to)} {...props} />;
}
