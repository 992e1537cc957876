/**
 * The results page without JavaScript: GET /search?q=&type= (and /ar/search) answers with the search page and,
 * inside its <noscript>, the results the search dialog would show — searched here with the same engine and index
 * (build/client/search/index.json) and shown by the page rendered on demand (app/pages/[...lang]/search/results.astro).
 * With JavaScript the browser ignores that block and the page searches by itself. Without a query, the page as built.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localize } from '../core/paths.ts';
import { createSearch, type Search } from '../core/search/engine.ts';
import type { SearchPageResults } from '../core/search/present.ts';
import { SEARCH_INDEX, searchTypes, type SearchIndex } from '../core/search/records.ts';
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

export async function searchPage(
  app: FastifyInstance,
  {
    root,
    render,
    asBuilt = (_req, reply, file) => reply.sendFile(file),
  }: {
    root: string;
    render: Render;
    /** The page without a query: by default its file (build/client/search/index.html). */
    asBuilt?: (req: FastifyRequest, reply: FastifyReply, file: string) => unknown;
  },
) {
  let search: Promise<Search> | undefined;
  // Read once: the build does not change under a running server
  const engine = () =>
    (search ??= readFile(path.join(root, SEARCH_INDEX), 'utf8').then((text) =>
      createSearch(JSON.parse(text) as SearchIndex),
    ));

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
