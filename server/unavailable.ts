/**
 * The answer while the store is away, for a visitor's address: the unavailable page in the address's language
 * (for an address of no language, such as a file's, the one the browser prefers), status 503, to be tried again
 * in 30 s, never cached.
 */
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageOf, localize } from '../core/paths.ts';
import type { Render } from './on-demand.ts';
import { pathOf } from './url.ts';

export const RETRY_AFTER = '30';

/** Addresses of files carry no language of their own (a page's is its /ar prefix, or English). */
const isPage = (pathname: string) => !pathname.startsWith('/downloads/');

export function unavailable(render: Render, req: FastifyRequest, reply: FastifyReply) {
  const pathname = pathOf(req.url);
  const preferred = negotiate(req.headers['accept-language'] ?? '', ['en', 'ar']);
  const lang = languageOf(pathname) === 'ar' || (!isPage(pathname) && preferred === 'ar') ? 'ar' : 'en';
  return render(req, reply, localize('/unavailable', lang), {
    status: 503,
    headers: { 'Retry-After': RETRY_AFTER, 'Cache-Control': 'no-store' },
  });
}
