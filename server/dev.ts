/**
 * `npm run dev`: the routes that render pages on demand (the staff inbox, the catalogue's pages, the search's
 * answers without JavaScript) and the datasets' files in front of Astro's dev server, as `npm start` has them in
 * front of the build. The same Fastify
 * routes read the store and choose the page; instead of the build's renderer (server/on-demand.ts) they hand the
 * request back to Astro's dev server with the page's locals, which it reads from the request
 * (`Symbol.for('astro.locals')`, as adapters give them). The store is `npm start`'s (DATA_DIR, default var/;
 * `npm run staff:add` adds an account to it), given the data build's catalogue on its first use as `npm start`
 * does; the search (`/api/search`, and the results page without JavaScript) reads the build's index, or one made
 * from the data build.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import Fastify from 'fastify';
import type { Plugin } from 'vite';
import fastifyStatic from '@fastify/static';
import type { SearchIndex } from '../core/search/records.ts';
import { handOver, type Render } from './on-demand.ts';
import { openStore } from './store/db.ts';
import { seedOnce } from './store/seed.ts';
import { catalogueSource } from './ckan/catalogue.ts';
import { cataloguePages } from './catalogue-pages.ts';
import { dcat } from './dcat.ts';
import { newDatasets } from './new-datasets.ts';
import { downloads } from './downloads.ts';
import { searchPage } from './search.ts';
import { staffInbox } from './staff/routes.ts';

/**
 * The addresses the dev server hands to the routes: the inbox, the catalogue's pages, the search page answering a
 * query and the search's API, the catalogue's DCAT, the home page's newest datasets (a server island), and the
 * files under /downloads (the datasets' from the store, the others the data build's).
 */
const ROUTED =
  /^(\/ar)?\/(staff(\/|\?|$)|data\/catalogue(\/|\?|$)|search\/?\?(.*&)?q=)|^\/downloads\/|^\/api\/search(\?|$)|^\/catalog(\.ttl|\.jsonld)?(\?|$)|^\/_server-islands\/NewDatasets\?/;
const LOCALS = Symbol.for('astro.locals');

export function onDemandRoutes({
  buildDir,
  searchIndex,
}: {
  buildDir: string;
  /** The search's index: the build's, or one made from the data (scripts/vite/search-index-dev.ts). */
  searchIndex: () => Promise<SearchIndex>;
}): Plugin {
  return {
    name: 'hail:on-demand-routes',
    apply: 'serve',
    async configureServer(server) {
      const nexts = new WeakMap<IncomingMessage, () => void>();
      const render: Render = async (req, reply, page, locals = {}) => {
        // No Content-Security-Policy under the dev server, as for every page there (astro.config.ts): its own
        // client script (/@vite/client) is not the page's
        const headers = { ...locals.headers };
        delete headers['Content-Security-Policy'];
        handOver(req, reply, page, headers).removeHeader('Content-Security-Policy');
        Reflect.set(req.raw, LOCALS, { ...locals, headers });
        nexts.get(req.raw)?.();
      };
      const app = Fastify({ logger: { level: 'warn' } });
      const dataDir = path.resolve(process.env.DATA_DIR ?? 'var');
      const store = await openStore({ dataDir });
      await app.register(staffInbox, { store, render });
      const filesDir = path.resolve(process.env.FILES_DIR ?? path.join(dataDir, 'files'));
      await seedOnce(store, path.resolve(buildDir), filesDir);
      const source = await catalogueSource({ store, catalogueFile: '' }, app.log);
      await app.register(cataloguePages, { source, render });
      await app.register(dcat, { source, render });
      await app.register(newDatasets, { source, render });
      // The data build's files (the indicators' bundle, the publications) and the store's
      await app.register(fastifyStatic, { root: path.resolve(buildDir, 'data', 'public'), serve: false });
      await app.register(downloads, { store, filesDir, render });
      // What the routes do not have (a dataset not in the store, say): the dev server's own answer
      app.setNotFoundHandler((req, reply) => render(req, reply, undefined));
      await app.register(searchPage, {
        root: path.resolve(buildDir, 'client'),
        render,
        index: searchIndex,
        source,
        asBuilt: (req, reply) => render(req, reply, undefined),
      });
      await app.ready();
      server.httpServer?.once('close', () => void app.close().then(() => store.close()));
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        if (!ROUTED.test(req.url ?? '')) return next();
        nexts.set(req, next);
        app.routing(req, res);
      });
    },
  };
}
