/**
 * The sitemap (server/sitemap.ts serves it) and robots.txt: every English page with its Arabic twin under /ar, each
 * entry naming both as hreflang alternates (and English as x-default), on the site's absolute address.
 */
import { localize, unlocalize } from './paths.ts';

/** Where the portal is published: its absolute address, without a trailing slash. */
export type SitemapSite = { url: string };

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** The English path of a page given in either language: /ar/data → /data, /ar → /. */
function englishPath(path: string) {
  if (!path.startsWith('/')) throw new Error(`sitemap: "${path}" is not a site path (it must start with /)`);
  return unlocalize(path);
}

const arabicPath = (path: string) => localize(path, 'ar');

/** The sitemap of the pages at `paths` (English paths; an /ar path counts as its English page). */
export function sitemapXml(paths: readonly string[], site: SitemapSite) {
  const pages = [...new Set(paths.map(englishPath))];
  const url = (path: string) => escapeXml(site.url + path);
  const entries = pages.flatMap((path) => {
    const alternates = [
      `    <xhtml:link rel="alternate" hreflang="en" href="${url(path)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="ar" href="${url(arabicPath(path))}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`,
    ];
    return [path, arabicPath(path)].map((loc) =>
      ['  <url>', `    <loc>${url(loc)}</loc>`, ...alternates, '  </url>'].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** A sitemap index of the sitemaps at `paths` (beyond one sitemap's 50,000 addresses). */
export function sitemapIndexXml(paths: readonly string[], site: SitemapSite) {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <sitemap><loc>${escapeXml(site.url + path)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled; the sitemap's absolute address. */
export function robotsTxt(site: SitemapSite) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`;
}
