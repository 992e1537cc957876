/**
 * Pages rendered on demand: the Astro pages with `export const prerender = false` (the staff inbox, the search's
 * results), built by `npm run build` into build/server (@astrojs/node in middleware mode) and rendered here, in
 * the Fastify process. A route of ours reads what the page shows (the store, the session, the search) and calls
 * `render`: the security headers are set first, then Astro writes the page (streamed) to the raw response.
 * What the page gets is `Astro.locals` (app/env.d.ts): `status`, the `headers` that win over the page's own
 * (a stricter Content-Security-Policy, Cache-Control), and what it shows. docs/on-demand.md says how it fits.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_KEY_HEADER } from '../core/page-cache.ts';
import { secure } from './security.ts';

/**
 * The pages are compressed as they stream (brotli or gzip, as the browser takes them; Express's `compression`,
 * which wraps the raw response Astro writes to), brotli at its quality 4: 11 is for files compressed once.
 */
const compress = compression();

/** What a page rendered on demand is handed besides the request (App.Locals, filled in by app/middleware.ts). */
export type PageLocals = {
  status?: number;
  headers?: Record<string, string>;
  /**
   * What names the page in the page cache (app/page-cache.ts), for a page the server may keep: a hash of all it
   * shows, so that the same key is always the same page. Never sent to the page itself.
   */
  pageKey?: string;
  [name: string]: unknown;
};

type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
  locals: object,
) => Promise<void>;

/**
 * The request made ready for Astro, here and under the dev server (server/dev.ts): the security headers and
 * `headers` set on the raw response, which Fastify no longer writes (hijacked); the address of the page the route
 * chose, with the request's query; and GET, as the route has done what was asked (a POST's body is read and acted
 * on) and the page only shows the outcome.
 */
export function handOver(
  req: FastifyRequest,
  reply: FastifyReply,
  page: string | undefined,
  headers: Record<string, string> = {},
  pageKey?: string,
) {
  secure(req, reply);
  // Only the server names a page for the cache: a visitor's own header could otherwise file a page under a key
  delete req.raw.headers[PAGE_KEY_HEADER];
  if (pageKey) req.raw.headers[PAGE_KEY_HEADER] = pageKey;
  reply.hijack();
  const res = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) res.setHeader(name, value as string);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (page) req.raw.url = page + (req.raw.url?.match(/\?.*$/)?.[0] ?? '');
  req.raw.method = 'GET';
  return res;
}

/** Where `npm run build` puts the server's half of the pages (beside build/client). */
export const serverEntry = (root: string) => path.join(root, '..', 'server', 'entry.mjs');

/**
 * The renderer of the build whose server entry is `entry`: `render(req, reply, page, locals)` answers the request
 * with the page at the address `page` (an address of the portal, such as /ar/staff/sign-in: the page the route
 * chose, whatever the request's own address), or with the request's own address when `page` is omitted.
 */
export function onDemandPages(entry: string) {
  // Loaded on first use: a server whose tests never render a page needs no server build
  let loaded: Promise<AstroHandler> | undefined;
  const astro = () =>
    (loaded ??= existsSync(entry)
      ? import(/* @vite-ignore */ pathToFileURL(entry).href).then(
          (module: { handler: AstroHandler }) => module.handler,
        )
      : Promise.reject(new Error(`No server build found at ${entry}: run npm run build first.`)));

  return async function render(
    req: FastifyRequest,
    reply: FastifyReply,
    page: string | undefined,
    { pageKey, ...locals }: PageLocals = {},
  ) {
    const handler = await astro();
    const res = handOver(req, reply, page, locals.headers, pageKey);
    await new Promise<void>((resolve) => compress(req.raw as never, res as never, () => resolve()));
    return new Promise<void>((resolve) => {
      // Only a page of ours is handed to Astro; an address Astro has no page for is a mistake of ours
      const next = (error?: unknown) => {
        req.log.error({ err: error, url: req.raw.url }, 'on-demand page not found');
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('500 Internal Server Error\n');
        resolve();
      };
      res.once('close', () => resolve());
      handler(req.raw, res, next, locals).then(resolve, (error: unknown) => {
        req.log.error(error);
        resolve();
      });
    });
  };
}

export type Render = ReturnType<typeof onDemandPages>;
