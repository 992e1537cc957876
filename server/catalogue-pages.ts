/**
 * The catalogue's pages, rendered on demand from the catalogue the API answers from (the store, with `npm start`):
 * `/data/catalogue?q=&category=&period=&format=&source=&page=` with the results of its query, whatever the query
 * (Enter, a shared link and a browser without JavaScript get the answer in the HTML), and each dataset's page,
 * `/data/catalogue/<slug>`, in both languages (app/pages/[...lang]/data/catalogue/). The query is read by the
 * islands' own rules (core/catalogue/page-query.ts) and answered by the API's package_search, in process, so the
 * page shows exactly what the island would ask for. Each answer carries an ETag made of its address, the build and
 * the catalogue's version (its change number and downloads, which move with anything a page shows): a browser asks
 * again each time (`no-cache`) and a page unchanged since is a 304. The same name keeps the page's data here and
 * its HTML in the page cache (app/page-cache.ts): a page asked for again is neither searched nor rendered, and a
 * change in the store, from this process or any other, names every page anew.
 */
import { createHash, randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { catalogueQueryOptions, cataloguePeriods } from '../content/datasets.ts';
import { fromCkanPackage, searchParams } from '../core/catalogue/ckan.ts';
import {
  PAGE_SIZE,
  parsePage,
  parseQuery,
  requestOf,
  type CatalogueAnswer,
  type CatalogueQuery,
} from '../core/catalogue/page-query.ts';
import { toSummary } from '../core/catalogue/provider.ts';
import { localize, paths } from '../core/paths.ts';
import type { CatalogueSource, CurrentSource } from './ckan/catalogue.ts';
import { packageSearch } from './ckan/search.ts';
import type { PageLocals, Render } from './on-demand.ts';
import { originOf } from './origin.ts';
import { readCatalogue } from './unavailable.ts';

export type CataloguePagesOptions = {
  source: CurrentSource;
  render: Render;
  /**
   * What names the build whose pages render (`buildStamp`): its ETags change with it. Without it (the dev server,
   * whose pages change as their code is edited), no ETag.
   */
  build?: string;
  /** The answer to another method than GET and HEAD on a page (server/pages.ts: 204 to OPTIONS, else 405). */
  otherMethod?: (req: FastifyRequest, reply: FastifyReply) => unknown;
};

const OTHER_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Pages whose data is kept, the most recently asked for (a list page's is some 20 datasets' summaries). */
const KEPT_PAGES = 500;

/** The build's server entry, named by its size and time: a new build makes new ETags. */
export function buildStamp(entry: string) {
  try {
    const { size, mtimeMs } = statSync(entry);
    return `${size}:${Math.round(mtimeMs)}`;
  } catch {
    return 'unbuilt';
  }
}

/** One results page of `query`, as package_search answers it (the island's request, to the letter). */
async function answer(
  source: CatalogueSource,
  query: CatalogueQuery,
  page: number,
  origin: string,
): Promise<CatalogueAnswer> {
  const request = requestOf(query, page, cataloguePeriods);
  const params = searchParams(request, request.period ?? undefined, request.start, request.rows);
  const found = await packageSearch(Object.fromEntries(params), source, origin);
  const last = Math.max(1, Math.ceil(found.count / PAGE_SIZE));
  // A page beyond the last (an old link, a hand-edited address) is the last
  if (page > last) return answer(source, query, last, origin);
  return { query, page, count: found.count, results: found.results.map(fromCkanPackage).map(toSummary) };
}

export async function cataloguePages(
  app: FastifyInstance,
  { source, render, build, otherMethod }: CataloguePagesOptions,
) {
  // This server's own part of each page's key: two servers in one process (tests) may read two catalogues
  const server = randomUUID();
  /** What each page showed, by its key: a page asked for again is neither searched nor rendered again. */
  const shown = new LRUCache<string, PageLocals>({ max: KEPT_PAGES });

  /**
   * The page `page` with what `read` gives it, or 304 when the browser holds it already; 503 while the store is
   * away. A page is named by its build, its address (with the query, at this origin) and the catalogue's version:
   * that is its ETag and its key in the page cache (app/page-cache.ts), and what it showed is kept by it too.
   */
  async function respond(
    req: FastifyRequest,
    reply: FastifyReply,
    page: string,
    read: (source: CatalogueSource) => Promise<PageLocals | null>,
  ) {
    type Found = { etag?: string; key?: string; fresh?: boolean; locals?: PageLocals | null };
    const found = await readCatalogue(
      source,
      render,
      req,
      reply,
      'catalogue page',
      async (ready): Promise<Found> => {
        if (build === undefined) return { locals: await read(ready) };
        const tag = createHash('sha256')
          .update(`${build}\n${page}\n${req.url}\n${originOf(req)}\n${await ready.version()}`)
          .digest('base64url')
          .slice(0, 27);
        const etag = `"${tag}"`;
        if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return { etag, fresh: true };
        const key = `${server}:${tag}`;
        let locals = shown.get(key) ?? null;
        if (!locals && (locals = await read(ready))) shown.set(key, locals);
        return { etag, key, locals };
      },
    );
    if (!found) return;
    const { etag, key, fresh, locals } = found.value;
    const headers: Record<string, string> = { 'Cache-Control': 'no-cache', ...(etag && { ETag: etag }) };
    if (fresh) return reply.code(304).headers(headers).send();
    if (!locals) return reply.callNotFound();
    return render(req, reply, page, { ...locals, headers, pageKey: key });
  }

  for (const lang of ['en', 'ar'] as const) {
    const list = localize(paths.catalogue(), lang);
    const listPage = (req: FastifyRequest, reply: FastifyReply) =>
      respond(req, reply, list, async (ready) => {
        const params = new URLSearchParams(req.url.split('?')[1] ?? '');
        const query = parseQuery(params, catalogueQueryOptions);
        const [rendered, stats] = await Promise.all([
          answer(ready, query, parsePage(params), originOf(req)),
          ready.stats(),
        ]);
        return { catalogue: { rendered, stats } };
      });
    const route = (url: string, handler: typeof listPage) => {
      app.get(url, handler);
      if (otherMethod) app.route({ method: OTHER_METHODS, url, handler: otherMethod });
    };
    route(list, listPage);
    route(`${list}/`, listPage);

    const datasetPage = (req: FastifyRequest, reply: FastifyReply) => {
      const { slug } = req.params as { slug: string };
      return respond(req, reply, `${list}/${slug}`, async (ready) => {
        const dataset = await ready.dataset(slug);
        return dataset && { dataset };
      });
    };
    route(`${list}/:slug`, datasetPage);
    route(`${list}/:slug/`, datasetPage);
  }
}
