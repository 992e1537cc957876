import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply } from 'fastify';
import type { Catalogue } from '../app/features/catalogue/lib/types.ts';
import { ckanApi } from './ckan/plugin.ts';

export type ServerOptions = {
  root: string;
  logger?: boolean;
  /** The catalogue the API serves; by default the data build's build/data/catalogue.json beside `root`. */
  catalogue?: Catalogue;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The portal's one Node process: the prerendered pages and hashed assets of build/client, with the 404 page
 * (prerendered at /404, it renders the not-found route) and a real 404 status for unknown paths.
 */
export async function buildServer({ root, logger = false, catalogue }: ServerOptions) {
  const notFoundFile = path.join(root, '404', 'index.html');
  if (!existsSync(notFoundFile)) throw new Error(`No build found in ${root}: run npm run build first.`);
  const notFoundPage = await readFile(notFoundFile, 'utf8');
  // The Arabic 404 page, for unknown addresses under /ar (a build without it falls back to the English one).
  const arabicNotFoundFile = path.join(root, 'ar', '404', 'index.html');
  const arabicNotFoundPage = existsSync(arabicNotFoundFile)
    ? await readFile(arabicNotFoundFile, 'utf8')
    : notFoundPage;
  const notFoundFor = (url: string) => (/^\/ar(\/|$|\?)/.test(url) ? arabicNotFoundPage : notFoundPage);

  const app = Fastify({
    logger,
    trustProxy: true,
    // A malformed address (bad percent-encoding, say) gets the 404 page with status 400, not a JSON error.
    frameworkErrors(error, req, reply) {
      const status = error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
      void (reply as FastifyReply)
        .code(status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(notFoundFor(req.url));
    },
  });
  await app.register(compress, { threshold: 1024 });

  app.addHook('onSend', async (_req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });

  await app.register(ckanApi, {
    prefix: '/api',
    catalogue,
    catalogueFile: path.join(root, '..', 'data', 'catalogue.json'),
  });

  await app.register(fastifyStatic, {
    cacheControl: false,
    root,
    index: ['index.html'],
    redirect: false,
    wildcard: true,
    // The 404 page is only ever sent with status 404.
    allowedPath: (pathName) => !/^(\/ar)?\/404(\/|$)/.test(pathName),
    setHeaders(res, filePath) {
      const rel = path.relative(root, filePath);
      if (rel.startsWith(`assets${path.sep}`)) res.header('Cache-Control', IMMUTABLE);
      else if (filePath.endsWith('.html')) res.header('Cache-Control', 'no-cache');
      else res.header('Cache-Control', 'public, max-age=3600');
    },
  });

  // "/data/catalogue" is prerendered as data/catalogue/index.html; anything else is the 404 page.
  app.setNotFoundHandler(async (req, reply) => {
    const pathname = decodeURIComponentSafe(new URL(req.url, 'http://localhost').pathname);
    if ((req.method === 'GET' || req.method === 'HEAD') && pathname !== null) {
      const page = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''), 'index.html');
      const isNotFoundPage = page === notFoundFile || page === arabicNotFoundFile;
      if (page.startsWith(root + path.sep) && !isNotFoundPage && (await isFile(page))) {
        return reply.header('Cache-Control', 'no-cache').sendFile(path.relative(root, page));
      }
    }
    return reply
      .code(404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(notFoundFor(req.url));
  });

  return app;
}

function decodeURIComponentSafe(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

async function isFile(p: string) {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}
