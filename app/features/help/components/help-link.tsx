import type * as React from 'react';
import { localize, type Language } from '@core/paths';
import { useLanguage } from '~/i18n';

/** Files and API answers: fetched as they are, in every language, never by the router. */
const FILE = /^\/(api|downloads|gis)\/|^\/catalog\.|^\/sitemap\.xml/;

/**
 * Where a link of the help pages' content leads in `lang`: a page of the portal in that language, a file or API
 * address as is, an anchor of this page, or another site.
 */
export const helpHref = (href: string, lang: Language) =>
  href.startsWith('/') && !FILE.test(href) ? localize(href, lang) : href;

/** A link of the help pages' content (`helpHref`). */
export function HelpLink({
  href,
  ...props
}: Omit<React.ComponentProps<'a'>, 'href'> & { href: string; children: React.ReactNode }) {
  return <a href={helpHref(href, useLanguage())} {...props} />;
}
