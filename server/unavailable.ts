/**
 * The answer while the store is away, for a visitor's address: the unavailable page in the address's language
 * (for an address of no language, such as a file's, the one the browser prefers), status 503, to be tried again
 * in 30 s, never cached.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { languageOf, localize } from '../core/paths.ts';
import type { CatalogueSource, CurrentSource } from './ckan/catalogue.ts';
import type { Render } from './on-demand.ts';
import { isDatabaseAway } from './store/db.ts';
import { pathOf } from './url.ts';

export const RETRY_AFTER = '30';

/** Whether the browser's Accept-Language prefers Arabic (ar, ar-SA, …) to English. */
const prefersArabic = (req: FastifyRequest) =>
  new Negotiator({ headers: { 'accept-language': req.headers['accept-language'] } }).language([
    'en',
    'ar',
  ]) === 'ar';

/** Addresses of files carry no language of their own (a page's is its /ar prefix, or English). */
const isPage = (pathname: string) => !/^\/(downloads\/|sitemap)/.test(pathname);

export function unavailable(render: Render, req: FastifyRequest, reply: FastifyReply) {
  const pathname = pathOf(req.url);
  const lang = languageOf(pathname) === 'ar' || (!isPage(pathname) && prefersArabic(req)) ? 'ar' : 'en';
  return render(req, reply, localize('/unavailable', lang), {
    status: 503,
    headers: { 'Retry-After': RETRY_AFTER, 'Cache-Control': 'no-store' },
  });
}

/**
 * What `read` makes of the catalogue for a visitor's request, or null once the unavailable page is sent: while
 * there is no catalogue yet, or its database is away (logged, as `what`'s).
 */
export async function readCatalogue<T>(
  source: CurrentSource,
  render: Render,
  req: FastifyRequest,
  reply: FastifyReply,
  what: string,
  read: (ready: CatalogueSource) => Promise<T>,
): Promise<{ value: T } | null> {
  try {
    const ready = await source();
    if (ready) return { value: await read(ready) };
  } catch (error) {
    if (!isDatabaseAway(error)) throw error;
    req.log.warn(`${what}: the database cannot be reached (${(error as Error).message})`);
  }
  await unavailable(render, req, reply);
  return null;
}
