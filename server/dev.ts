/**
 * `npm run dev`: the routes that render pages on demand (the staff inbox, the search's answers without
 * JavaScript) in front of Astro's dev server, as `npm start` has them in front of the build. The same Fastify
 * routes read the store and choose the page; instead of the build's renderer (server/on-demand.ts) they hand the
 * request back to Astro's dev server with the page's locals, which it reads from the request
 * (`Symbol.for('astro.locals')`, as adapters give them). The store is `npm start`'s (DATA_DIR, default var/;
 * `npm run staff:add` adds an account to it); the search needs a build's index (build/client/search/index.json).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import type { Plugin } from 'vite';
import { handOver, type Render } from './on-demand.ts';
import { openStore } from './store/db.ts';
import { searchPage } from './search.ts';
import { staffInbox } from './staff/routes.ts';

/** The addresses the dev server hands to the routes: the inbox, and the search page answering a query. */
const ROUTED = /^(\/ar)?\/(staff(\/|\?|$)|search\/?\?(.*&)?q=)/;
const LOCALS = Symbol.for('astro.locals');

export function onDemandRoutes({ buildDir }: { buildDir: string }): Plugin {
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
      const store = await openStore({ dataDir: path.resolve(process.env.DATA_DIR ?? 'var') });
      await app.register(staffInbox, { store, render });
      const root = path.resolve(buildDir, 'client');
      if (existsSync(path.join(root, 'search', 'index.json')))
        await app.register(searchPage, {
          root,
          render,
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
