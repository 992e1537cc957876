/**
 * The datasets' files from the store (server/store/catalogue.ts): `/downloads/<slug>/v<N>/<file>` is a version's
 * file, written once and cached for a year (with ETag, Last-Modified and ranges, by @fastify/static);
 * `/downloads/<slug>/<file>`, the address a dataset's file always had, leads to its live version. A GET answered
 * in full (200) counts one download: not a HEAD, a range, a revalidation (304) nor a redirect. Other files under
 * /downloads (the indicators' bundle, the publications) are the build's.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countDownload, storedFile, versionedUrl, type StoredFile } from './store/catalogue.ts';
import { isDatabaseAway, type Store } from './store/db.ts';
import type { Render } from './on-demand.ts';
import { unavailable } from './unavailable.ts';

export type DownloadsOptions = { store: Store; filesDir: string; render: Render };

const VERSION = /^v([1-9][0-9]{0,8})$/;

type Params = { slug: string; version?: string; file: string };

export async function downloads(app: FastifyInstance, { store, filesDir, render }: DownloadsOptions) {
  const counted = new WeakMap<FastifyRequest, StoredFile>();

  /** The stored file, or undefined when the store cannot say now (answered 503 already). */
  async function find(req: FastifyRequest, reply: FastifyReply, version: number | null) {
    const { slug, file } = req.params as Params;
    try {
      return await storedFile(store, slug, version, file);
    } catch (error) {
      if (!isDatabaseAway(error)) throw error;
      await unavailable(render, req, reply);
      return undefined;
    }
  }

  app.get('/downloads/:slug/:version/:file', async (req, reply) => {
    const { slug, version, file } = req.params as Params;
    const number = VERSION.exec(version ?? '')?.[1];
    if (!number) return reply.sendFile(`downloads/${slug}/${version}/${file}`);
    const stored = await find(req, reply, Number(number));
    if (stored === undefined) return reply;
    if (!stored) return reply.callNotFound();
    counted.set(req, stored);
    return reply.sendFile(stored.path, filesDir);
  });

  app.get('/downloads/:slug/:file', async (req, reply) => {
    const { slug, file } = req.params as Params;
    const stored = await find(req, reply, null);
    if (stored === undefined) return reply;
    // Not a dataset's file: one of the build's
    if (!stored) return reply.sendFile(`downloads/${slug}/${file}`);
    return reply
      .header('Cache-Control', 'no-cache')
      .redirect(versionedUrl(stored.slug, stored.version, stored.fileName), 302);
  });

  app.addHook('onResponse', async (req, reply) => {
    const stored = counted.get(req);
    if (!stored || req.method !== 'GET' || reply.statusCode !== 200) return;
    await countDownload(store, stored.datasetId, stored.fileName).catch((error: Error) =>
      req.log.warn(`downloads: not counted (${error.message})`),
    );
  });
}
