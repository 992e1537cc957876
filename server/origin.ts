/**
 * The public address the API's and the sitemap's URLs are built on: SITE_URL when it is set (the address the
 * portal is published at, also used by the build for DCAT and canonical links), else the address the request came
 * to, so that a fresh `npm start` on any host or port answers with links that work there: its Host, or a trusted
 * proxy's X-Forwarded-Host and -Proto (TRUST_PROXY, server/proxy.ts; from anyone else they are ignored). A Host
 * header that is not a host name (and port) is not echoed. Answers built on it say so to caches (`varyByHost`).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { site } from '../content/site.ts';

const HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

export function originOf(req: FastifyRequest): string {
  if (process.env.SITE_URL) return site.url;
  const host = req.host;
  return HOST.test(host) ? `${req.protocol}://${host}` : site.url;
}

/** The request headers an answer built on `originOf` depends on, when SITE_URL does not fix the address. */
const BY_HOST = ['Host', 'X-Forwarded-Host', 'X-Forwarded-Proto'];

/** Adds them to the answer's Vary (keeping what is there), so that a shared cache keeps one answer per host. */
export function varyByHost(reply: FastifyReply) {
  if (process.env.SITE_URL) return;
  const current = String(reply.getHeader('Vary') ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const missing = BY_HOST.filter((h) => !current.some((c) => c.toLowerCase() === h.toLowerCase()));
  if (missing.length) reply.header('Vary', [...current, ...missing].join(', '));
}
