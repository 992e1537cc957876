/**
 * The last step of `npm run build`: /sitemap.xml and /robots.txt from the pages the build actually prerendered
 * (every build/client/**\/index.html but the 404 pages), so the sitemap never names a page that does not exist.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '../content/site.ts';
import { robotsTxt, sitemapXml } from './data/sitemap.ts';
import { prerenderedPages } from './static/pages.ts';

const client = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');

const paths = prerenderedPages(client)
  // Not the 404 pages, nor the charts made to be framed by other sites (their indicator pages are listed), nor
  // the page personal unsubscribe links open.
  .filter((p) => !/^(\/ar)?\/(404|embed\/.*|participate\/newsletter\/unsubscribe)$/.test(p))
  .sort();
writeFileSync(path.join(client, 'sitemap.xml'), sitemapXml(paths, site));
writeFileSync(path.join(client, 'robots.txt'), robotsTxt(site));
console.log(`build:sitemap: ${paths.length} pages on ${site.url}`);
if (!process.env.SITE_URL)
  console.log(
    'build: SITE_URL is not set, so the sitemap, DCAT, hreflang and JSON-LD links point at http://localhost:3000;' +
      ' set it to the public address when building for a deployment (e.g. SITE_URL=https://data.example.sa).',
  );
