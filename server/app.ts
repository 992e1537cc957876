import type { Socket } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyReply } from 'fastify';
import type { Catalogue } from '../core/catalogue/types.ts';
import { ckanApi } from './ckan/plugin.ts';
import { catalogueSource } from './ckan/catalogue.ts';
import { buildStamp, cataloguePages } from './catalogue-pages.ts';
import { sitemap } from './sitemap.ts';
import { dcat } from './dcat.ts';
import { newDatasets } from './new-datasets.ts';
import { badRequest, errorEnvelope } from './ckan/errors.ts';
import { parseForm } from './form.ts';
import { limits, timeouts as defaultTimeouts, type Timeouts } from './limits.ts';
import { loadBuild, portalPages } from './pages.ts';
import { commonHeaders, FILE_POLICY, secure } from './security.ts';
import { originOf } from './origin.ts';
import { isApiPath, pathOf } from './url.ts';
import { participationApi, type ParticipationOptions } from './participation/routes.ts';
import type { TrustProxy } from './proxy.ts';
import { staffInbox } from './staff/routes.ts';
import { searchPage } from './search.ts';
import { onDemandPages, serverEntry } from './on-demand.ts';
import { downloads } from './downloads.ts';
import type { Store } from './store/db.ts';

export type ServerOptions = {
  root: string;
  logger?: boolean | { level: string };
  /** The catalogue the API serves; by default the data build's build/data/catalogue.json beside `root`. */
  catalogue?: Catalogue;
  /** Where what visitors send is stored (server/participation); without it the participation API is absent. */
  participation?: ParticipationOptions;
  /** The server's timeouts (server/limits.ts); tests shorten them. */
  timeouts?: Timeouts;
  /** The server's half of the build (the pages rendered on demand); by default build/server/entry.mjs beside `root`. */
  pagesEntry?: string;
  /** The proxies whose X-Forwarded-For, -Host and -Proto are believed (server/proxy.ts); by default none. */
  trustProxy?: TrustProxy;
  /**
   * The catalogue's store (server/store/catalogue.ts) and the folder of its files: the API answers from it and
   * the datasets' files are its versions'. Without it, the catalogue is the build's (`catalogue`, or the file).
   */
  catalogueStore?: { store: Store; filesDir: string };
};

/**
 * The portal's one Node process: the prerendered pages and files of build/client, the CKAN API, and one error
 * path: CKAN's envelope under /api, the portal's 404 page elsewhere, the security headers on every answer.
 */
export async function buildServer({
  root,
  logger = false,
  catalogue,
  participation,
  timeouts = defaultTimeouts,
  trustProxy = false,
  pagesEntry = serverEntry(root),
  catalogueStore,
}: ServerOptions) {
  const build = await loadBuild(root);
  const render = onDemandPages(pagesEntry);

  const app = Fastify({
    logger,
    trustProxy,
    bodyLimit: limits.bodyBytes,
    connectionTimeout: timeouts.idle,
    keepAliveTimeout: timeouts.keepAlive,
    requestTimeout: timeouts.request,
    http: { headersTimeout: timeouts.headers, connectionsCheckingInterval: timeouts.checkEvery },
    routerOptions: { querystringParser: (text: string) => parseForm(text) },
    // An address the router cannot read (bad percent-encoding, say): CKAN's error under /api, else the 404 page
    // with status 400.
    frameworkErrors(error, req, reply) {
      const status = error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
      secure(req, reply as FastifyReply);
      if (isApiPath(pathOf(req.url)))
        void (reply as FastifyReply)
          .code(status)
          .header('Cache-Control', 'no-store')
          .send(
            errorEnvelope(originOf(req), badRequest(`the address is not valid: ${error.message}`, status)),
          );
      else void pages.sendNotFound(req, reply as FastifyReply, status);
    },
    // Requests Node itself refuses (too slow, headers too large, not HTTP): a short answer, still with the
    // security headers, and the connection closed.
    clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const [status, reason] =
        error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout']
          : error.code === 'HPE_HEADER_OVERFLOW'
            ? [431, 'Request Header Fields Too Large']
            : [400, 'Bad Request'];
      const body = `${status} ${reason}\n`;
      const headers = [
        ...commonHeaders('/', false),
        ['Content-Security-Policy', FILE_POLICY],
        ['Content-Type', 'text/plain; charset=utf-8'],
        ['Content-Length', String(Buffer.byteLength(body))],
        ['Connection', 'close'],
      ];
      if (socket.writable)
        socket.write(
          `HTTP/1.1 ${status} ${reason}\r\n${headers.map(([n, v]) => `${n}: ${v}`).join('\r\n')}\r\n\r\n${body}`,
        );
      socket.destroy();
    },
  });

  app.addHook('onSend', (req, reply, payload, done) => {
    secure(req, reply);
    done(null, payload);
  });

  const source = await catalogueSource(
    {
      catalogue,
      catalogueFile: path.join(root, '..', 'data', 'catalogue.json'),
      store: catalogue ? undefined : catalogueStore?.store,
    },
    app.log,
  );
  await app.register(ckanApi, { prefix: '/api', source, staff: participation?.store });
  if (participation) {
    await app.register(participationApi, { prefix: '/api/participation', ...participation });
    await app.register(staffInbox, {
      store: participation.store,
      signInLimiters: participation.signInLimiters,
      render,
    });
  }
  const pages = portalPages(app, { root, build });
  if (catalogueStore) await app.register(downloads, { ...catalogueStore, render });
  await app.register(searchPage, { root, render, source });
  await app.register(sitemap, { prerendered: build.policies.keys(), source, render });
  await app.register(dcat, { source, render });
  await app.register(newDatasets, { source, render });
  await app.register(cataloguePages, {
    source,
    render,
    build: buildStamp(pagesEntry),
    otherMethod: pages.otherMethod,
  });
  return app;
}
