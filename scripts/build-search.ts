/**
 * A step of `npm run build`, after the prerender: the portal search's index, build/client/search/index.json
 * (core/search/records.ts), from the published catalogue and indicators, content/, and the prerendered pages'
 * titles and descriptions (and the catalogue page's, which is rendered on demand). The search dialog fetches it the first time it opens.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { publishedCatalogue } from '../core/catalogue/published.ts';
import { publishedIndicators } from '../core/indicators/published.ts';
import { languageOf, localize, paths } from '../core/paths.ts';
import { cataloguePage } from '../content/datasets.ts';
import { buildSearchIndex } from '../core/search/build-index.ts';
import { SEARCH_INDEX } from '../core/search/records.ts';
import { notAPage, searchRecords, type PageText } from './data/search-records.ts';
import { decodeEntities, prerenderedPages } from './static/pages.ts';

const client = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');

/** The title (without the site's name) and description a prerendered page carries. */
function pageText(file: string) {
  const html = readFileSync(file, 'utf8');
  const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').replace(/ \| [^|]+$/, '');
  const description = decodeEntities(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
  return { title, description };
}

const started = Date.now();
const pages: PageText[] = prerenderedPages(client)
  .filter((p) => languageOf(p) === 'en' && !notAPage(p))
  .sort()
  .map((p) => {
    const en = pageText(path.join(client, p, 'index.html'));
    const ar = pageText(path.join(client, localize(p, 'ar'), 'index.html'));
    return {
      path: p,
      title: { en: en.title, ar: ar.title },
      description: { en: en.description, ar: ar.description },
    };
  });
// The catalogue's page, rendered on demand (server/catalogue-pages.ts): its texts from content/
pages.push({ path: paths.catalogue(), title: cataloguePage.title, description: cataloguePage.description });
const records = searchRecords({
  datasets: (await publishedCatalogue()).all,
  indicators: await publishedIndicators(),
  pages,
});
const file = path.join(client, SEARCH_INDEX);
mkdirSync(path.dirname(file), { recursive: true });
const index = buildSearchIndex(records);
const text = JSON.stringify(index);
writeFileSync(file, text);
console.log(
  `build:search: ${records.length} records (${pages.length} pages), ${index.terms.length} terms, ${Math.round(text.length / 1024)} KB, in ${Date.now() - started} ms`,
);
