/**
 * The portal search, answered here: `GET /api/search` for the dialog and the results page as letters are typed
 * (the browser downloads no index), and the results page without JavaScript: GET /search?q=&type= (and
 * /ar/search) answers with the search page and, inside its <noscript>, the results the dialog would show (shown by
 * the page rendered on demand, app/pages/[...lang]/search/results.astro). Without a query, the page as built.
 * One engine (core/search/engine.ts) over the build's index (build/client/search/index.json), whose datasets are
 * replaced by the catalogue's as the store has them, indexed anew at each change of the catalogue; past
 * IN_MEMORY_DATASETS, the datasets are found by the catalogue's search in the database (./search-catalogue.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localize } from '../core/paths.ts';
import { createSearch, type Results, type Search } from '../core/search/engine.ts';
import {
  SEARCH_API,
  SEARCH_LIMIT,
  type Hit,
  type SearchAnswer,
  type SearchPageResults,
  type SearchRequest,
} from '../core/search/present.ts';
import { buildSearchIndex } from '../core/search/build-index.ts';
import {
  datasetRecord,
  SEARCH_INDEX,
  searchTypes,
  type SearchIndex,
  type SearchType,
} from '../core/search/records.ts';
import type { CatalogueSource, CurrentSource } from './ckan/catalogue.ts';
import { isDatabaseAway } from './store/db.ts';
import type { Render } from './on-demand.ts';
import { searchWithCatalogue } from './search-catalogue.ts';
import { RETRY_AFTER, unavailable } from './unavailable.ts';

/**
 * Datasets the server indexes in memory with the rest: each change of the catalogue indexes them anew, in one go,
 * on the server's thread (here 43 ms for 108 datasets, 307 ms for 1,000, 2.9 s for 5,000). Past it, they are
 * found by the catalogue's search in the database: parts of words as the catalogue page finds them, without the
 * engine's forgiven typos, the most downloaded first.
 */
export const IN_MEMORY_DATASETS = 1_000;

/** Results listed without JavaScript; the filters narrow them down. */
const LIMIT = 50;

/** The words asked for: `q` if it is text, trimmed, at most 200 characters ('' for none). */
const wordsOf = (query: Record<string, unknown>) =>
  typeof query.q === 'string' ? query.q.trim().slice(0, 200) : '';

/** How many matched `type` (of every type without one). */
const totalOf = (results: Results, type?: SearchType) => (type ? (results.counts[type] ?? 0) : results.total);

/** What answers a search: at most `most` hits of a type are asked of it. */
type Searcher = { search: (q: string, most: number) => Results | Promise<Results> };

export async function searchResults(
  searcher: Searcher,
  query: Record<string, unknown>,
): Promise<SearchPageResults | undefined> {
  const q = wordsOf(query);
  if (!q) return undefined;
  const type = searchTypes.find((t) => t === query.type);
  const results = await searcher.search(q, LIMIT);
  const total = totalOf(results, type);
  return {
    q,
    type,
    total,
    all: results.total,
    counts: results.counts,
    hits: results.best(LIMIT, type),
    limit: LIMIT,
  };
}

/**
 * What `/api/search` is asked: `q` (up to 200 characters), `type` (one of searchTypes) and either `per` (the
 * dialog: the best `per` of each type found, or of `type`) or `limit` (the results page: the best `limit`, of
 * `type` if given).
 */
export function searchRequest(query: Record<string, unknown>): SearchRequest | { error: string } {
  const q = wordsOf(query);
  if (!q) return { error: 'q: give the words to search for.' };
  let type: SearchType | undefined;
  if (query.type !== undefined && query.type !== '') {
    type = searchTypes.find((t) => t === query.type);
    if (!type) return { error: `type: one of ${searchTypes.join(', ')}.` };
  }
  const count = (name: 'per' | 'limit', most: number) => {
    const value = query[name];
    if (value === undefined) return undefined;
    const n = typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : NaN;
    return n >= 1 && n <= most ? n : `${name}: a whole number from 1 to ${most}.`;
  };
  const per = count('per', 10);
  const limit = count('limit', SEARCH_LIMIT);
  if (typeof per === 'string') return { error: per };
  if (typeof limit === 'string') return { error: limit };
  if (per !== undefined && limit !== undefined) return { error: 'per and limit: give one of them.' };
  return { q, type, per, limit: per === undefined ? (limit ?? 20) : undefined };
}

/** The answer to `/api/search`: how many matched (in all, of each type, of `type`), and the best hits. */
export async function searchAnswer(
  searcher: Searcher,
  { q, type, per, limit }: SearchRequest,
): Promise<SearchAnswer> {
  const results = await searcher.search(q, per ?? limit ?? LIMIT);
  const total = totalOf(results, type);
  const json = (hit: Hit) => ({ ...hit, terms: [...hit.terms] });
  const groups =
    per === undefined
      ? []
      : type
        ? total
          ? [{ type, hits: results.best(per, type) }]
          : []
        : results.bestOfEach(per);
  return {
    q,
    ...(type && { type }),
    total,
    all: results.total,
    counts: results.counts,
    groups: groups.map((g) => ({ type: g.type, hits: g.hits.map(json) })),
    hits: limit === undefined ? [] : results.best(limit, type).map(json),
  };
}

export async function searchPage(
  app: FastifyInstance,
  {
    root,
    render,
    index = async () => JSON.parse(await readFile(path.join(root, SEARCH_INDEX), 'utf8')) as SearchIndex,
    source,
    asBuilt = (_req, reply, file) => reply.sendFile(file),
  }: {
    root: string;
    render: Render;
    /** The catalogue whose datasets are searched as they are now; without it, the build's. */
    source?: CurrentSource;
    /** The index searched: by default the build's (build/client/search/index.json). */
    index?: () => Promise<SearchIndex>;
    /** The page without a query: by default its file (build/client/search/index.html). */
    asBuilt?: (req: FastifyRequest, reply: FastifyReply, file: string) => unknown;
  },
) {
  // The build's index, read once: the build does not change under a running server
  let read: Promise<SearchIndex> | undefined;
  const built = () =>
    (read ??= index().catch((error: unknown) => {
      read = undefined;
      throw error;
    }));
  let asBuiltSearch: Promise<Search> | undefined;
  /** The build's index as it is: without a catalogue, or while its database is away and none was searched yet. */
  const buildsSearch = () => (asBuiltSearch ??= built().then(createSearch));
  let kept: { ready: CatalogueSource; change: string; search: Promise<Searcher> } | null = null;
  /** The last search made of the catalogue in memory, answered with while the store is away. */
  let lastGood: Searcher | null = null;
  let othersSearch: Promise<Search> | undefined;
  /** The build's records but its datasets'. */
  const others = () => built().then(({ records }) => records.filter((r) => r.type !== 'dataset'));

  /**
   * The build's other records with the catalogue's datasets as they are now, indexed anew at each change; or, past
   * IN_MEMORY_DATASETS, with the catalogue's search (which a change reaches at once).
   */
  async function withLive(ready: CatalogueSource): Promise<Searcher> {
    const { datasets } = await ready.stats();
    if (datasets > IN_MEMORY_DATASETS) {
      const search = await (othersSearch ??= others().then((records) =>
        createSearch(buildSearchIndex(records)),
      ));
      return { search: (q, most) => searchWithCatalogue(search, ready, q, most) };
    }
    const live = await ready.search({ sort: { by: 'id', order: 'asc' }, rows: datasets });
    const made = createSearch(buildSearchIndex([...live.results.map(datasetRecord), ...(await others())]));
    lastGood = made;
    return made;
  }

  /** The search for this request: the catalogue's datasets as the store has them, or the last known while it is away. */
  async function engine(): Promise<Searcher> {
    try {
      const ready = await source?.();
      if (!ready) return await buildsSearch();
      const change = await ready.change();
      if (kept?.ready !== ready || kept.change !== change) {
        const search = withLive(ready);
        kept = { ready, change, search };
        search.catch(() => kept?.search === search && (kept = null));
      }
      return await kept.search;
    } catch (error) {
      if (!isDatabaseAway(error)) throw error;
      return lastGood ?? buildsSearch();
    }
  }

  /** What `find` answers; null while the catalogue's database, which it asked, is away. */
  async function unlessAway<T>(find: () => Promise<T>): Promise<T | null> {
    try {
      return await find();
    } catch (error) {
      if (!isDatabaseAway(error)) throw error;
      app.log.warn(`search: the database cannot be reached (${(error as Error).message})`);
      return null;
    }
  }

  // The dialog and the results page ask here as letters are typed: the browser downloads no index
  app.get(SEARCH_API, async (req, reply) => {
    const asked = searchRequest(req.query as Record<string, unknown>);
    if ('error' in asked) return reply.code(400).send({ error: asked.error });
    const answer = await unlessAway(async () => searchAnswer(await engine(), asked));
    if (!answer)
      return reply
        .code(503)
        .headers({ 'Retry-After': RETRY_AFTER, 'Cache-Control': 'no-store' })
        .send({ error: 'The catalogue cannot be searched just now: try again in a moment.' });
    // The datasets found change with the store: a browser asks again each time
    return reply.header('Cache-Control', 'public, no-cache').send(answer);
  });

  for (const lang of ['en', 'ar'] as const) {
    const address = localize('/search', lang);
    const file = path.join(address.slice(1), 'index.html');
    app.get(address, async (req, reply) => {
      const query = req.query as Record<string, unknown>;
      if (!wordsOf(query)) return asBuilt(req, reply, file);
      const results = await unlessAway(async () => searchResults(await engine(), query));
      if (!results) return unavailable(render, req, reply);
      return render(req, reply, `${address}/results`, {
        headers: { 'Cache-Control': 'no-cache' },
        searchResults: results,
      });
    });
  }
}
