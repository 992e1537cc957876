/**
 * The portal search, answered here: `GET /api/search` for the dialog and the results page as letters are typed
 * (the browser downloads no index), and the results page without JavaScript: GET /search?q=&type= (and
 * /ar/search) answers with the search page and,
 * inside its <noscript>, the results the search dialog would show — searched here with the same engine and index
 * (build/client/search/index.json) and shown by the page rendered on demand (app/pages/[...lang]/search/results.astro).
 * With JavaScript the browser ignores that block and the page searches by itself. Without a query, the page as built.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localize } from '../core/paths.ts';
import { createSearch, type Search } from '../core/search/engine.ts';
import {
  SEARCH_API,
  SEARCH_LIMIT,
  type Hit,
  type SearchAnswer,
  type SearchPageResults,
  type SearchRequest,
} from '../core/search/present.ts';
import { SEARCH_INDEX, searchTypes, type SearchIndex, type SearchType } from '../core/search/records.ts';
import type { Render } from './on-demand.ts';

/** Results listed without JavaScript; the filters narrow them down. */
const LIMIT = 50;

export function searchResults(search: Search, query: Record<string, unknown>): SearchPageResults | undefined {
  const q = typeof query.q === 'string' ? query.q.trim().slice(0, 200) : '';
  if (!q) return undefined;
  const type = searchTypes.find((t) => t === query.type);
  const results = search.search(q);
  const total = type ? (results.counts[type] ?? 0) : results.total;
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
  const q = typeof query.q === 'string' ? query.q.trim().slice(0, 200) : '';
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
export function searchAnswer(search: Search, { q, type, per, limit }: SearchRequest): SearchAnswer {
  const results = search.search(q);
  const total = type ? (results.counts[type] ?? 0) : results.total;
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
    asBuilt = (_req, reply, file) => reply.sendFile(file),
  }: {
    root: string;
    render: Render;
    /** The index searched: by default the build's (build/client/search/index.json). */
    index?: () => Promise<SearchIndex>;
    /** The page without a query: by default its file (build/client/search/index.html). */
    asBuilt?: (req: FastifyRequest, reply: FastifyReply, file: string) => unknown;
  },
) {
  let search: Promise<Search> | undefined;
  // Read once: the build does not change under a running server
  const engine = () =>
    (search ??= index().then(createSearch, (error: unknown) => {
      search = undefined;
      throw error;
    }));

  // The dialog and the results page ask here as letters are typed: the browser downloads no index
  app.get(SEARCH_API, async (req, reply) => {
    const asked = searchRequest(req.query as Record<string, unknown>);
    if ('error' in asked) return reply.code(400).send({ error: asked.error });
    const answer = searchAnswer(await engine(), asked);
    // The index does not change under a running server: an answer may be kept a while, and asked again after
    return reply.header('Cache-Control', 'public, max-age=300').send(answer);
  });

  for (const lang of ['en', 'ar'] as const) {
    const address = localize('/search', lang);
    const file = path.join(address.slice(1), 'index.html');
    app.get(address, async (req, reply) => {
      const results = searchResults(await engine(), req.query as Record<string, unknown>);
      if (!results) return asBuilt(req, reply, file);
      return render(req, reply, `${address}/results`, {
        headers: { 'Cache-Control': 'no-cache' },
        searchResults: results,
      });
    });
  }
}
