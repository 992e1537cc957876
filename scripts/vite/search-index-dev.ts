/**
 * The portal search's index under `npm run dev` (SEARCH_INDEX, which `npm run build` writes after the pages): the
 * build's own where one has been made, with the prerendered pages' titles; else made from the data build alone
 * (datasets, indicators and content/, without the other pages).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { publishedCatalogue } from '../../core/catalogue/published.ts';
import { publishedIndicators } from '../../core/indicators/published.ts';
import { buildSearchIndex } from '../../core/search/build-index.ts';
import { SEARCH_INDEX } from '../../core/search/records.ts';
import { searchRecords } from '../data/search-records.ts';

async function fromData() {
  const records = searchRecords({
    datasets: (await publishedCatalogue()).all,
    indicators: await publishedIndicators(),
    pages: [],
  });
  return JSON.stringify(buildSearchIndex(records));
}

export function searchIndexDev({ client }: { client: string }): Plugin {
  const built = path.resolve(client, SEARCH_INDEX.slice(1));
  return {
    name: 'hail:search-index-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if ((req.url ?? '').split('?')[0] !== SEARCH_INDEX) return next();
        const index = existsSync(built) ? Promise.resolve(readFileSync(built, 'utf8')) : fromData();
        index.then((text) => res.setHeader('Content-Type', 'application/json').end(text), next);
      });
    },
  };
}
