/**
 * The portal search's index under `npm run dev`, for the dev server's `/api/search` (server/dev.ts): the build's
 * own where one has been made (SEARCH_INDEX, which `npm run build` writes after the pages, with the prerendered
 * pages' titles); else made from the data build alone (datasets, indicators and content/, without the other pages).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { publishedCatalogue } from '../../core/catalogue/published.ts';
import { publishedIndicators } from '../../core/indicators/published.ts';
import { buildSearchIndex } from '../../core/search/build-index.ts';
import { SEARCH_INDEX, type SearchIndex } from '../../core/search/records.ts';
import { searchRecords } from '../data/search-records.ts';

async function fromData() {
  const records = searchRecords({
    datasets: (await publishedCatalogue()).all,
    indicators: await publishedIndicators(),
    pages: [],
  });
  return buildSearchIndex(records);
}

export function devSearchIndex({ client }: { client: string }) {
  const built = path.resolve(client, SEARCH_INDEX.slice(1));
  return async (): Promise<SearchIndex> =>
    existsSync(built) ? (JSON.parse(await readFile(built, 'utf8')) as SearchIndex) : fromData();
}
