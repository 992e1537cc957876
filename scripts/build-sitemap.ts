/**
 * The last step of `npm run build`: /sitemap.xml and /robots.txt from the pages the build actually prerendered
 * (every build/client/**\/index.html but the 404 pages), so the sitemap never names a page that does not exist,
 * and the catalogue's pages, rendered on demand (server/catalogue-pages.ts): the catalogue and the datasets of
 * the seed the build wrote (build/data/catalogue.json). Until the sitemap is made from the store, a dataset
 * published since the build is not in it.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '../content/site.ts';
import { robotsTxt, sitemapXml } from './data/sitemap.ts';
import { prerenderedPages } from './static/pages.ts';
import { publishedCatalogue } from '../core/catalogue/published.ts';
import { paths } from '../core/paths.ts';

const client = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');

const onDemand = [paths.catalogue(), ...(await publishedCatalogue()).all.map((d) => paths.dataset(d.slug))];
const pages = prerenderedPages(client)
  // Not the 404 pages, nor the charts made to be framed by other sites (their indicator pages are listed), nor
  // the page personal unsubscribe links open.
  .filter((p) => !/^(\/ar)?\/(404|embed\/.*|participate\/newsletter\/unsubscribe)$/.test(p))
  .concat(onDemand)
  .sort();
writeFileSync(path.join(client, 'sitemap.xml'), sitemapXml(pages, site));
writeFileSync(path.join(client, 'robots.txt'), robotsTxt(site));
console.log(`build:sitemap: ${pages.length} pages on ${site.url}`);
if (!process.env.SITE_URL)
  console.log(
    'build: SITE_URL is not set, so the sitemap, DCAT, hreflang and JSON-LD links point at http://localhost:3000;' +
      ' set it to the public address when building for a deployment (e.g. SITE_URL=https://data.example.sa).',
  );
