import type * as React from 'react';
import { Link } from '~/components/ui/link';

/** Files and API answers: fetched as they are, in every language, never by the router. */
const FILE = /^\/(api|downloads|gis)\/|^\/catalog\.|^\/sitemap\.xml/;

/**
 * A link of the help pages' content: a page of the portal in the reader's language (through the router), a file
 * or API address as is, an anchor of this page, or another site.
 */
export function HelpLink({
  href,
  ...props
}: Omit<React.ComponentProps<'a'>, 'href'> & { href: string; children: React.ReactNode }) {
  if (href.startsWith('/') && !FILE.test(href)) return <Link to={href} {...props} />;
  return <a href={href} {...props} />;
}
