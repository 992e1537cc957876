/**
 * The headers every answer carries, errors included: a Content-Security-Policy (per page: the one Astro wrote for
 * it at build time, with the hashes of that page's inline scripts), nosniff, Referrer-Policy, Permissions-Policy,
 * Cross-Origin-Opener- and -Resource-Policy, HSTS over TLS (directly or behind a proxy that says so in
 * X-Forwarded-Proto), and open CORS on the open data (downloads, GIS layers, DCAT), which other sites' apps are
 * meant to read.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from './url.ts';

/** Pages that other sites may frame (embeddable views); none exist yet. */
const EMBEDDABLE = /^\/(ar\/)?embed(\/|$)/;

/** Files and answers any site may read from a browser: the API, downloads, GIS layers, DCAT. */
const OPEN_DATA = /^\/(api\/|downloads\/|gis\/|catalog(\.jsonld|\.ttl)?$)/;

/**
 * What a page may load besides its scripts and styles: pictures also from data: (MapLibre's control icons); data
 * fetched and the MapLibre worker from this site only. The exports (PNG, CSV, GeoJSON) are saved through blob:
 * links, which no directive governs. Astro writes each page's policy from these (astro.config.ts,
 * `security.csp`), adding `script-src`: the site's own scripts and, by hash, the inline scripts it knows of (its
 * islands' hydration scripts and client directives) and those a page names (app/layouts/layout.astro); no
 * 'unsafe-inline' for scripts.
 */
export const PAGE_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

/** Styles: the site's stylesheets, and inline as React, Radix and MapLibre set them (attributes and elements). */
export const STYLE_SOURCES = ["'self'", "'unsafe-inline'"] as const;

/**
 * A page's policy: the one Astro wrote for it at build time (`built`), or, for an answer it wrote none for (a
 * script run as a worker, the error page), the same directives with no inline script allowed; then who may frame
 * it, which Astro's configuration would say for every page alike.
 */
export function pagePolicy(built: string | undefined, pathname: string) {
  const directives = built
    ? built.split(';').map((directive) => directive.trim().replace(/\s+/g, ' '))
    : [...PAGE_DIRECTIVES, "script-src 'self'", `style-src ${STYLE_SOURCES.join(' ')}`];
  return [
    ...directives.filter((directive) => directive && !directive.startsWith('frame-ancestors')),
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

/**
 * Sets the common headers, and the file policy where no page policy was set; but never on a 304 that has none:
 * the browser takes the 304's headers into the answer it holds (RFC 9111, section 4.3.4), so a page rendered on
 * demand, whose policy Astro writes as it renders, would keep a policy that runs nothing.
 */
export function secure(req: FastifyRequest, reply: FastifyReply) {
  for (const [name, value] of commonHeaders(pathOf(req.url), req.protocol === 'https'))
    reply.header(name, value);
  if (!reply.hasHeader('Content-Security-Policy') && reply.statusCode !== 304)
    reply.header('Content-Security-Policy', FILE_POLICY);
}
