/**
 * The sitemap as a crawler reads it: the build's pages and the catalogue's datasets as the catalogue has them at
 * the moment of asking, both languages, one file or an index of files past the protocol's limit, with ETags.
 */
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { testCatalogue } from '../testing/test-catalogue.ts';
import { memorySource, type CatalogueSource } from './ckan/catalogue.ts';
import type { Render } from './on-demand.ts';
import { sitemap } from './sitemap.ts';

const PRERENDERED = ['/', '/ar', '/about', '/ar/about', '/404', '/ar/404', '/embed/indicators/population'];
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

let app: ReturnType<typeof Fastify> | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function serve(source: () => Promise<CatalogueSource | null>, perFile?: number) {
  app = Fastify();
  const render: Render = async (_req, reply) => void reply.code(503).send('unavailable page');
  await app.register(sitemap, { prerendered: PRERENDERED, source, render, perFile });
  return app;
}

describe('the sitemap', () => {
  it('names every page and dataset in both languages, and a dataset added since at once', async () => {
    const catalogue = testCatalogue();
    let current = memorySource(catalogue);
    const server = await serve(async () => current);
    const first = await server.inject({ url: '/sitemap.xml' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/xml; charset=utf-8');
    const slugs = catalogue.datasets.map((d) => d.slug).sort();
    expect(locs(first.body)).toEqual([
      ...['/', '/about', '/data/catalogue'].flatMap((p) => [p, p === '/' ? '/ar' : `/ar${p}`]),
      ...slugs.flatMap((s) => [`/data/catalogue/${s}`, `/ar/data/catalogue/${s}`]),
    ]);
    const etag = first.headers.etag as string;
    expect(
      (await server.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304);

    current = memorySource({
      ...catalogue,
      datasets: [...catalogue.datasets, { ...catalogue.datasets[0]!, slug: 'springs' }],
    });
    const later = await server.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    expect(later.statusCode).toBe(200);
    expect(locs(later.body)).toContain('/ar/data/catalogue/springs');
  });

  it('past the limit, an index of the pages’ sitemap and the datasets’ in parts', async () => {
    const catalogue = testCatalogue();
    const server = await serve(async () => memorySource(catalogue), 2);
    const index = await server.inject({ url: '/sitemap.xml' });
    expect(index.body).toContain('<sitemapindex');
    const parts = locs(index.body);
    const expected = Math.ceil(catalogue.datasets.length / 2);
    expect(parts).toEqual([
      '/sitemap-pages.xml',
      ...Array.from({ length: expected }, (_, i) => `/sitemap-datasets-${i + 1}.xml`),
    ]);
    const listed: string[] = [];
    for (const part of parts) {
      const answer = await server.inject({ url: part });
      expect(answer.statusCode, part).toBe(200);
      listed.push(...locs(answer.body));
    }
    expect(listed.filter((p) => p.startsWith('/data/catalogue/')).sort()).toEqual(
      catalogue.datasets.map((d) => `/data/catalogue/${d.slug}`).sort(),
    );
    for (const odd of [
      '/sitemap-datasets-0.xml',
      `/sitemap-datasets-${expected + 1}.xml`,
      '/sitemap-datasets-x.xml',
    ])
      expect((await server.inject({ url: odd })).statusCode, odd).toBe(404);
  });

  it('is one file while its pages, each counted once for both languages, are within a file', async () => {
    const catalogue = testCatalogue();
    const pages = 3 + catalogue.datasets.length;
    const one = await serve(async () => memorySource(catalogue), pages);
    expect((await one.inject({ url: '/sitemap.xml' })).body).toContain('<urlset');
    await one.close();
    const split = await serve(async () => memorySource(catalogue), pages - 1);
    expect((await split.inject({ url: '/sitemap.xml' })).body).toContain('<sitemapindex');
  });

  it('is unavailable, not empty, while there is no catalogue to read', async () => {
    const server = await serve(async () => null);
    expect((await server.inject({ url: '/sitemap.xml' })).statusCode).toBe(503);
  });
});
