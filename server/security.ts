/**
 * The headers every answer carries, errors included: a Content-Security-Policy (per page, with the hashes of that
 * page's inline scripts, taken at build time), nosniff, Referrer-Policy, Permissions-Policy, Cross-Origin-Opener-
 * and -Resource-Policy, HSTS over TLS (directly or behind a proxy that says so in X-Forwarded-Proto), and open
 * CORS on the open data (downloads, GIS layers, DCAT), which other sites' apps are meant to read.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from './url.ts';

/** Pages that other sites may frame (embeddable views); none exist yet. */
const EMBEDDABLE = /^\/(ar\/)?embed(\/|$)/;

/** Files and answers any site may read from a browser: the API, downloads, GIS layers, DCAT. */
const OPEN_DATA = /^\/(api\/|downloads\/|gis\/|catalog\.(jsonld|ttl)$)/;

/**
 * A page's policy: its own scripts and the inline scripts of its HTML (by hash; no 'unsafe-inline' for
 * scripts); styles inline as React, Radix and MapLibre set them; pictures also from data: (MapLibre's control
 * icons); data fetched and the MapLibre worker from this site only. The exports (PNG, CSV, GeoJSON) are saved
 * through blob: links, which no directive governs.
 */
export function pagePolicy(scriptHashes: readonly string[], pathname: string) {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((h) => ` '${h}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${EMBEDDABLE.test(pathname) ? '*' : "'self'"}`,
  ].join('; ');
}

/** Everything that is not a page (files, API answers) runs nothing and is framed by no one. */
export const FILE_POLICY = "default-src 'none'; frame-ancestors 'none'";

const PERMISSIONS = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'display-capture=()',
  'fullscreen=(self)',
  'clipboard-write=(self)',
].join(', ');

/** The headers that do not depend on the page, as name/value pairs (also for raw socket answers). */
export function commonHeaders(pathname: string, tls: boolean): [string, string][] {
  const open = OPEN_DATA.test(pathname);
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', open ? 'cross-origin' : 'same-origin'],
  ];
  if (open) headers.push(['Access-Control-Allow-Origin', '*']);
  if (tls) headers.push(['Strict-Transport-Security', 'max-age=31536000']);
  return headers;
}

/** Sets the common headers, and the file policy where no page policy was set. */
export function secure(req: FastifyRequest, reply: FastifyReply) {
  for (const [name, value] of commonHeaders(pathOf(req.url), req.protocol === 'https'))
    reply.header(name, value);
  if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', FILE_POLICY);
}
