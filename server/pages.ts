/**
 * The prerendered portal: the files of build/client, a page's precompressed sibling (.br, .gz) sent when the
 * browser takes it, each page with the policy Astro wrote for it; the 404 page (English, or Arabic
 * under /ar) for unknown, non-canonical or malformed addresses; 405 with Allow for methods pages do not take.
 * Nothing is compressed per request: `npm run build` writes the compressed files (scripts/build-static.ts).
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { limits } from './limits.ts';
import { pagePolicy } from './security.ts';
import { languageOf } from '../core/paths.ts';
import { isApiPath, pathOf } from './url.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The 404 pages' own files (404.html, ar/404/index.html, their compressed copies): never served as files. */
const NOT_FOUND_FILES = /^(\/ar)?\/404(\/|\.|$)/;
/** The 404 pages' addresses as pages (with or without the trailing slash). */
const NOT_FOUND_PAGE = /^(\/ar)?\/404\/?$/;
/** A precompressed sibling, sent only in place of its file. */
const COMPRESSED = /\.(br|gz)$/;
/**
 * Astro's record of the headers of each page it prerendered, beside client/ (@astrojs/node's `staticHeaders`,
 * astro.config.ts): `[{ pathname, headers: [{ key, value }] }]`, the Content-Security-Policy among them.
 */
export const PAGE_HEADERS_FILE = '_headers.json';
type PageHeaders = { pathname: string; headers: { key: string; value: string }[] }[];

type Encoding = 'br' | 'gzip' | 'identity';
type Page = { file: string; bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer } };

const isArabic = (pathname: string) => languageOf(pathname) === 'ar';

/**
 * Whether an address's path names a file the portal could have: decodable, no empty, `.` or `..` segment (a
 * trailing slash aside), no NUL or backslash, no segment longer than a file name can be.
 */
function checkPath(pathname: string): 'ok' | 'malformed' | 'not-found' {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return 'malformed';
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return 'not-found';
  const segments = decoded.slice(1).split('/');
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment === '.' || segment === '..' || (segment === '' && i < segments.length - 1))
      return 'not-found';
    if (Buffer.byteLength(segment) > limits.pathSegmentBytes) return 'not-found';
  }
  return 'ok';
}

async function readPage(root: string, file: string): Promise<Page> {
  const full = path.join(root, file);
  const bodies: Page['bodies'] = { identity: await readFile(full) };
  if (existsSync(`${full}.br`)) bodies.br = await readFile(`${full}.br`);
  if (existsSync(`${full}.gz`)) bodies.gzip = await readFile(`${full}.gz`);
  return { file, bodies };
}

/** A page's address from its file: `about/index.html` is /about, `404.html` /404, `index.html` /. */
const addressOf = (file: string) =>
  '/' +
  file
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');

/** What a build must hold for the server to start: the 404 pages and the pages' policies. */
export async function loadBuild(root: string) {
  const headersFile = path.join(root, '..', PAGE_HEADERS_FILE);
  if (!existsSync(path.join(root, '404.html')) || !existsSync(headersFile))
    throw new Error(`No complete build found in ${root}: run npm run build first.`);
  const policies = new Map<string, string>();
  for (const { pathname, headers } of JSON.parse(await readFile(headersFile, 'utf8')) as PageHeaders) {
    const csp = headers.find(({ key }) => key.toLowerCase() === 'content-security-policy');
    if (csp) policies.set(pathname.replace(/(.)\/$/, '$1'), csp.value);
  }
  const english = await readPage(root, '404.html');
  // A build without the Arabic 404 page falls back to the English one.
  const arabic = existsSync(path.join(root, 'ar', '404', 'index.html'))
    ? await readPage(root, 'ar/404/index.html')
    : english;
  return { policies, notFound: { english, arabic } };
}

/** Sends a page kept in memory, compressed as the browser takes it, with its policy. */
function sendPage(req: FastifyRequest, reply: FastifyReply, page: Page, policy: string) {
  const offered = Object.keys(page.bodies).filter((e) => e !== 'identity');
  const encoding = (negotiate(req.headers['accept-encoding'] ?? '', offered) ?? 'identity') as Encoding;
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply
    .header('Vary', 'Accept-Encoding')
    .header('Cache-Control', 'no-cache')
    .header('Content-Security-Policy', policy)
    .type('text/html; charset=utf-8')
    .send(page.bodies[encoding]);
}

type Build = Awaited<ReturnType<typeof loadBuild>>;

export function portalPages(app: FastifyInstance, { root, build }: { root: string; build: Build }) {
  /**
   * The policy of a page or script of the build, made once per file (it depends on the file alone): a page's is
   * Astro's for its address; a script's (run as a worker) allows no inline script.
   */
  const policies = new Map<string, string>();
  const policyOf = (file: string) => {
    let policy = policies.get(file);
    if (policy === undefined) {
      const built = file.endsWith('.html') ? build.policies.get(addressOf(file)) : undefined;
      policies.set(file, (policy = pagePolicy(built, `/${file}`)));
    }
    return policy;
  };

  /** The 404 page in the address's language, with the given status (404, or 400 for a malformed address). */
  const sendNotFound = (req: FastifyRequest, reply: FastifyReply, status = 404) => {
    const page = isArabic(pathOf(req.url)) ? build.notFound.arabic : build.notFound.english;
    return sendPage(req, reply.code(status), page, policyOf(page.file));
  };

  // An address that cannot name a file is answered before any route or file system look-up.
  app.addHook('onRequest', async (req, reply) => {
    const pathname = pathOf(req.url);
    if (isApiPath(pathname)) return;
    const check = checkPath(pathname);
    if (check !== 'ok') return sendNotFound(req, reply, check === 'malformed' ? 400 : 404);
  });

  app.register(fastifyStatic, {
    root,
    cacheControl: false,
    index: ['index.html'],
    redirect: false,
    wildcard: true,
    preCompressed: true,
    // The 404 pages are only ever sent with status 404; the compressed siblings only in place of their file.
    allowedPath: (pathName) => !NOT_FOUND_FILES.test(pathName) && !COMPRESSED.test(pathName),
    setHeaders(reply: FastifyReply, filePath: string) {
      // Not the build's: a file of a dataset's version (server/downloads.ts), written once
      if (!filePath.startsWith(root + path.sep)) return void reply.header('Cache-Control', IMMUTABLE);
      const file = path.relative(root, filePath).replace(COMPRESSED, '');
      // A page, and a script run as a worker (MapLibre's), which takes the policy of its own answer.
      if (/\.(html|m?js)$/.test(file)) reply.header('Content-Security-Policy', policyOf(file));
      // Astro's hashed files: a new build names them anew
      if (file.startsWith(`_astro${path.sep}`)) reply.header('Cache-Control', IMMUTABLE);
      else if (file.endsWith('.html')) reply.header('Cache-Control', 'no-cache');
      else reply.header('Cache-Control', 'public, max-age=3600');
    },
  });

  // A page's address without its trailing slash ("/data/catalogue" is data/catalogue/index.html); other methods
  // on a page or file: 405 with what it allows; anything else: the 404 page.
  app.setNotFoundHandler(async (req, reply) => {
    const pathname = decodeURIComponent(pathOf(req.url));
    if (NOT_FOUND_PAGE.test(pathname)) return sendNotFound(req, reply);
    const target = path.join(root, path.normalize(pathname));
    const page = path.join(target, 'index.html');
    const isPage = page.startsWith(root + path.sep) && (await isFile(page));
    if (req.method === 'GET' || req.method === 'HEAD')
      return isPage ? reply.sendFile(path.relative(root, page)) : sendNotFound(req, reply);
    if (!isPage && (COMPRESSED.test(target) || !(await isFile(target)))) return sendNotFound(req, reply);
    return otherMethod(req, reply);
  });

  /** A method other than GET and HEAD on a page or file: OPTIONS says what it allows, the others are refused. */
  const otherMethod = (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('Allow', 'GET, HEAD, OPTIONS');
    if (req.method === 'OPTIONS') return reply.code(204).header('Cache-Control', 'no-cache').send();
    return sendNotFound(req, reply, 405);
  };

  // A file the static files could not send (a vanished file, a refused path): the 404 page, or the error page.
  app.setErrorHandler(async (error: Error & { statusCode?: number }, req, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return sendNotFound(req, reply, status === 403 ? 404 : status);
    req.log.error(error);
    return reply
      .code(500)
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', pagePolicy(undefined, pathOf(req.url)))
      .type('text/html; charset=utf-8')
      .send(serverErrorPage(isArabic(pathOf(req.url))));
  });

  return { sendNotFound, otherMethod };
}

/** The answer to a failure of ours: short, in the address's language, with the other language beside it. */
function serverErrorPage(arabic: boolean) {
  const en = '<h1>Something went wrong on our side</h1><p>Please try again in a moment.</p>';
  const ar =
    '<h1 lang="ar" dir="rtl">حدث خطأ من جهتنا</h1><p lang="ar" dir="rtl">يرجى المحاولة بعد قليل.</p>';
  return `<!doctype html><html lang="${arabic ? 'ar' : 'en'}" dir="${arabic ? 'rtl' : 'ltr'}"><meta charset="utf-8"><title>Hail Regional Data Hub</title>${arabic ? ar + en : en + ar}</html>`;
}

async function isFile(p: string) {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}
