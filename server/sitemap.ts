/**
 * /sitemap.xml from the pages the build prerendered and the catalogue as the store has it now: a dataset
 * published since the build is in it at once, one withdrawn leaves it. Every English page with its Arabic twin
 * (core/sitemap.ts writes the entries). Up to 50,000 addresses it is one file; beyond, the sitemaps
 * protocol's limit, /sitemap.xml is an index of /sitemap-pages.xml and /sitemap-datasets-<n>.xml.
 * Its addresses are on the portal's public address (server/origin.ts), and each answer carries an ETag.
 */
import etag from '@fastify/etag';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sitemapIndexXml, sitemapXml, type SitemapSite } from '../core/sitemap.ts';
import { paths, unlocalize } from '../core/paths.ts';
import type { CatalogueSource, CurrentSource } from './ckan/catalogue.ts';
import { originOf, varyByHost } from './origin.ts';
import type { Render } from './on-demand.ts';
import { readCatalogue } from './unavailable.ts';

/** Pages in one sitemap: the protocol's limit of 50,000 addresses, each page being two (English and Arabic). */
export const PAGES_PER_SITEMAP = 25_000;

export type SitemapOptions = {
  /** The addresses of the pages the build prerendered, both languages (server/pages.ts's loadBuild). */
  prerendered: Iterable<string>;
  source: CurrentSource;
  render: Render;
  /** Pages per file (tests make it small). */
  perFile?: number;
};

/** The prerendered pages a search engine should list: not the 404s, the embeds, nor the unsubscribe page. */
const LISTED = (page: string) =>
  !/^(\/ar)?\/(404|embed\/.*|participate\/newsletter\/unsubscribe)$/.test(page);

export async function sitemap(
  app: FastifyInstance,
  { prerendered, source, render, perFile = PAGES_PER_SITEMAP }: SitemapOptions,
) {
  // English addresses: each is written with its Arabic twin
  const pages = [...new Set([...prerendered].filter(LISTED).map(unlocalize)), paths.catalogue()].sort();

  await app.register(etag, { weak: true });
  await app.register(compress, { threshold: 1024 });

  /** The answer `write` gives for the catalogue as it is: 404 for none, 503 while it cannot be read. */
  const answer =
    (write: (ready: CatalogueSource, origin: SitemapSite, req: FastifyRequest) => Promise<string | null>) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      varyByHost(reply);
      const xml = await readCatalogue(source, render, req, reply, 'sitemap', (ready) =>
        write(ready, { url: originOf(req) }, req),
      );
      if (!xml) return;
      if (xml.value === null) return reply.callNotFound();
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, no-cache')
        .send(xml.value);
    };

  const datasets = (ready: CatalogueSource, from: number, count: number) =>
    ready.names(from, count).then((names) => names.map((name) => paths.dataset(name)));
  /** How many datasets the catalogue has, and so how many files list them past one sitemap. */
  const count = async (ready: CatalogueSource) => {
    const total = (await ready.stats()).datasets;
    return { total, files: Math.ceil(total / perFile) };
  };

  app.get(
    '/sitemap.xml',
    answer(async (ready, site) => {
      const { total, files } = await count(ready);
      if (pages.length + total <= perFile)
        return sitemapXml([...pages, ...(await datasets(ready, 0, total))], site);
      const parts = Array.from({ length: files }, (_, i) => `/sitemap-datasets-${i + 1}.xml`);
      return sitemapIndexXml(['/sitemap-pages.xml', ...parts], site);
    }),
  );
  app.get(
    '/sitemap-pages.xml',
    answer(async (_ready, site) => sitemapXml(pages, site)),
  );
  app.get(
    '/sitemap-datasets-:part(^\\d+).xml',
    answer(async (ready, site, req) => {
      const part = Number((req.params as { part: string }).part);
      if (part < 1 || part > (await count(ready)).files) return null;
      return sitemapXml(await datasets(ready, (part - 1) * perFile, perFile), site);
    }),
  );
}
