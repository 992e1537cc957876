/**
 * The public address the API's URLs are built on: SITE_URL when it is set (the address the portal is published
 * at, also used by the build for the sitemap, DCAT and canonical links), else the address the request came to,
 * through a proxy's X-Forwarded-Proto and -Host (trustProxy), so that a fresh `npm start` on any host or port
 * answers with links that work there. A Host header that is not a host name (and port) is not echoed.
 */
import type { FastifyRequest } from 'fastify';
import { site } from '../content/site.ts';

const HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

export function originOf(req: FastifyRequest): string {
  if (process.env.SITE_URL) return site.url;
  const host = req.host;
  return HOST.test(host) ? `${req.protocol}://${host}` : site.url;
}
