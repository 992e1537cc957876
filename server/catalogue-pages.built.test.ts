/**
 * The catalogue's pages rendered on demand from the store (server/catalogue-pages.ts), on both engines, with the
 * real seed (build/data) and the build's pages: the figures the spec names exactly on a fresh store, the results
 * of any query in the HTML, a change in the store on the page at once without a build, ETags, the page cache and
 * odd addresses.
 */
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages } from '../testing/test-build.ts';
import { ENGINES, testStore, unavailable } from '../testing/test-stores.ts';
import { buildServer } from './app.ts';
import { importCatalogue, type CatalogueSeed } from './store/catalogue-import.ts';
import { readSeed } from './store/seed.ts';
import type { Store } from './store/db.ts';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const titles = (html: string) =>
  [...html.matchAll(/<h3\b[^>]*>(?:<a\b[^>]*>)?([^<]+)</g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

describe.each(ENGINES)('the catalogue pages on %s', (engine) => {
  let store: Store;
  let seed: CatalogueSeed;
  let removeStore: () => Promise<void>;
  let reopen: () => Promise<Store>;
  let filesDir: string;
  let app: Awaited<ReturnType<typeof buildServer>>;

  beforeAll(async () => {
    if (unavailable(engine)) return;
    ({ store, reopen, remove: removeStore } = await testStore(engine));
    seed = (await readSeed(buildDir))!;
    filesDir = await mkdtemp(path.join(tmpdir(), 'hail-pages-'));
    await importCatalogue(store, seed, { filesDir });
    app = await buildServer({
      root: path.join(buildDir, 'client'),
      pagesEntry: builtPages,
      catalogueStore: { store, filesDir },
    });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await removeStore?.();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  it.skipIf(unavailable(engine))('shows the spec’s figures exactly on a fresh store', async () => {
    const page = await app.inject({ url: '/data/catalogue' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = page.body;
    const { datasets } = seed.catalogue;
    expect(titles(html).slice(0, 6)).toEqual(datasets.slice(0, 6).map((d) => d.title.en));
    expect(titles(html)).toHaveLength(20);
    for (const figure of ['1,247', '2,341', '987', '678', '1,534', '3,201'])
      expect(html).toContain(`>${figure}<`);
    const downloads = datasets.reduce((sum, d) => sum + d.downloads, 0);
    const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
    expect(html).toContain(`>${compact.format(downloads)}<`);
    expect(html).toContain(`>${datasets.length}<`);
  });

  it.skipIf(unavailable(engine))('renders any query with its results, in both languages', async () => {
    const wells = await app.inject({ url: '/data/catalogue?q=wells&category=all&period=all' });
    expect(wells.statusCode).toBe(200);
    expect(titles(wells.body)).toContain('Groundwater Well Locations');
    expect(wells.body).toContain('value="wells"');
    // A page beyond the last is the last; the second of the unfiltered list is the next twenty
    const beyond = await app.inject({ url: '/data/catalogue?q=wells&page=99' });
    expect(titles(beyond.body)).toEqual(titles(wells.body));
    const second = await app.inject({ url: '/data/catalogue?page=2' });
    expect(titles(second.body)).toEqual(seed.catalogue.datasets.slice(20, 40).map((d) => d.title.en));

    const arabic = await app.inject({ url: `/ar/data/catalogue?q=${encodeURIComponent('آبار')}` });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
    expect(titles(arabic.body)).toContain(
      seed.catalogue.datasets.find((d) => d.slug === 'groundwater-well-locations')!.title.ar,
    );
    const none = await app.inject({ url: '/data/catalogue/?q=nothing-matches-this' });
    expect(titles(none.body)).toEqual([]);
    expect(none.body).toContain('No datasets match your search and filters.');
  });

  it.skipIf(unavailable(engine))('sends the page compressed as the browser takes it', async () => {
    const br = await app.inject({
      url: '/data/catalogue?q=wells',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    const html = brotliDecompressSync(br.rawPayload).toString();
    expect(titles(html)).toContain('Groundwater Well Locations');
    expect(br.rawPayload.length).toBeLessThan(html.length / 4);
    const plain = await app.inject({
      url: '/data/catalogue?q=wells',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it.skipIf(unavailable(engine))(
    'says 304 to a browser holding the page, a new ETag once it changes',
    async () => {
      const first = await app.inject({ url: '/data/catalogue' });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await app.inject({ url: '/data/catalogue', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      // The browser takes a 304's headers into the page it holds: the page's own policy must stay
      expect(again.headers['content-security-policy']).toBeUndefined();
      // A download counted (after its answer is sent) is on the next page asked for once it is written
      const file = '/downloads/population-census-2025/v1/population-census-2025.csv';
      expect((await app.inject({ url: file })).statusCode).toBe(200);
      const later = () => app.inject({ url: '/data/catalogue', headers: { 'if-none-match': etag } });
      await expect.poll(async () => (await later()).statusCode).toBe(200);
      const after = await later();
      expect(after.headers.etag).not.toBe(etag);
      expect(after.body).toContain('>3,202<');
    },
  );

  it.skipIf(unavailable(engine))(
    'renders a page once for what it shows, and never takes a visitor’s key for the cache',
    async () => {
      // Its own address on each engine: the two servers of this file share the build, and so its page cache
      const url = `/data/catalogue?q=roads&format=GeoJSON&from=${engine}`;
      const first = await app.inject({ url });
      const again = await app.inject({ url });
      expect([first.headers['x-astro-cache'], again.headers['x-astro-cache']]).toEqual(['MISS', 'HIT']);
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      // The same query in Arabic is its own page
      const arabic = await app.inject({ url: `/ar${url}` });
      expect(arabic.headers['x-astro-cache']).toBe('MISS');
      expect(arabic.body).toContain('dir="rtl"');

      // A key sent by a visitor is dropped: a page the server does not key is never kept under it
      const key = (first.headers.etag as string).slice(1, -1);
      for (let i = 0; i < 2; i++) {
        const search = await app.inject({ url: '/search?q=roads', headers: { 'x-hail-page-key': key } });
        expect(search.statusCode).toBe(200);
        expect(search.headers['x-astro-cache']).toBeUndefined();
      }
      const list = await app.inject({ url, headers: { 'x-hail-page-key': 'chosen-by-a-visitor' } });
      expect(list.headers['x-astro-cache']).toBe('HIT');
      expect(list.body).toBe(first.body);
    },
  );

  it.skipIf(unavailable(engine))(
    'shows each dataset’s page as the store has it, without a build',
    async () => {
      const page = await app.inject({ url: '/data/catalogue/groundwater-well-locations' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(/<h1\b[^>]*>Groundwater Well Locations</);
      expect(page.body).toContain('"@type":"Dataset"');
      expect(page.body).toContain('/downloads/groundwater-well-locations/v1/');
      const arabic = await app.inject({ url: '/ar/data/catalogue/groundwater-well-locations/' });
      expect(arabic.statusCode).toBe(200);
      expect(arabic.body).toContain('dir="rtl"');

      // A correction imported into the store: its page and the list show it at the next request
      const corrected: CatalogueSeed = {
        ...seed,
        catalogue: {
          ...seed.catalogue,
          datasets: seed.catalogue.datasets.map((d) =>
            d.slug === 'groundwater-well-locations'
              ? { ...d, title: { ...d.title, en: 'Groundwater Wells, corrected' } }
              : d,
          ),
        },
      };
      await importCatalogue(store, corrected, { filesDir });
      expect((await app.inject({ url: '/data/catalogue/groundwater-well-locations' })).body).toMatch(
        /<h1\b[^>]*>Groundwater Wells, corrected</,
      );
      expect(titles((await app.inject({ url: '/data/catalogue?q=corrected' })).body)).toEqual([
        'Groundwater Wells, corrected',
      ]);
      // And in DCAT, as a harvester asks for it
      const turtle = await app.inject({ url: '/catalog', headers: { accept: 'text/turtle' } });
      expect(turtle.headers['content-type']).toBe('text/turtle; charset=utf-8');
      expect(turtle.body).toContain('"Groundwater Wells, corrected"@en');
      // And in the portal search, with the typo forgiven as for every record
      const found = await app.inject({ url: '/api/search?q=corected&type=dataset&limit=5' });
      expect(found.json().hits[0].record.title.en).toBe('Groundwater Wells, corrected');
      await importCatalogue(store, seed, { filesDir });
    },
  );

  it.skipIf(unavailable(engine))(
    'two servers on one database show a change at once, each from its own page cache',
    async () => {
      const otherStore = await reopen();
      const other = await buildServer({
        root: path.join(buildDir, 'client'),
        pagesEntry: builtPages,
        catalogueStore: { store: otherStore, filesDir },
      });
      try {
        const url = `/ar/data/catalogue/population-census-2025?from=${engine}`;
        const both = () => Promise.all([app, other].map((server) => server.inject({ url })));
        await both();
        const [one, two] = await both();
        expect([one!.headers['x-astro-cache'], two!.headers['x-astro-cache']]).toEqual(['HIT', 'HIT']);
        // Either names the page alike: a browser sent to the other gets its 304
        expect(one!.headers.etag).toBe(two!.headers.etag);

        // A correction written to the store by neither server: both show it at their next answer
        const corrected: CatalogueSeed = {
          ...seed,
          catalogue: {
            ...seed.catalogue,
            datasets: seed.catalogue.datasets.map((d) =>
              d.slug === 'population-census-2025'
                ? { ...d, title: { ...d.title, ar: 'تعداد السكان، مصحح' } }
                : d,
            ),
          },
        };
        await importCatalogue(store, corrected, { filesDir });
        for (const page of await both()) {
          expect(page.headers['x-astro-cache']).toBe('MISS');
          expect(page.body).toMatch(/<h1\b[^>]*>تعداد السكان، مصحح</);
          expect(page.headers.etag).not.toBe(one!.headers.etag);
        }
        await importCatalogue(store, seed, { filesDir });
      } finally {
        await other.close();
        await otherStore.close();
      }
    },
  );

  it.skipIf(unavailable(engine))(
    'the home page asks the server for its newest datasets, and they are the store’s',
    async () => {
      const home = await app.inject({ url: '/ar' });
      const island = home.body.match(/fetch\("(\/_server-islands\/NewDatasets\?[^"]+)"/)?.[1];
      expect(island).toBeDefined();
      const before = await app.inject({ url: island! });
      expect(before.statusCode).toBe(200);
      expect(before.headers['content-type']).toMatch(/^text\/html/);
      expect(before.body.match(/data-testid="new-dataset"/g)).toHaveLength(3);
      // A dataset revised today is the newest, without a build
      const revised: CatalogueSeed = {
        ...seed,
        catalogue: {
          ...seed.catalogue,
          datasets: seed.catalogue.datasets.map((d) =>
            d.slug === 'groundwater-well-locations' ? { ...d, modified: '2026-12-04' } : d,
          ),
        },
      };
      await importCatalogue(store, revised, { filesDir });
      const after = await app.inject({ url: island! });
      const wells = seed.catalogue.datasets.find((d) => d.slug === 'groundwater-well-locations')!;
      expect(after.body).toContain(`>${wells.title.ar}<`);
      expect(after.body).toContain('href="/ar/data/catalogue/groundwater-well-locations"');
      await importCatalogue(store, seed, { filesDir });
    },
  );

  it.skipIf(unavailable(engine))('answers odd addresses with a page, never an error', async () => {
    const missing = await app.inject({ url: '/data/catalogue/no-such-dataset' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1');
    for (const url of [
      '/data/catalogue?page=-3&format=%3Cscript%3E&source=x&category=Nope&period=1900',
      '/data/catalogue?q=' + 'a'.repeat(5000),
      '/data/catalogue?q=%22%5C*%3A(OR',
      '/data/catalogue?page=99999999999999999999',
    ]) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body).not.toContain('<script>alert');
      expect(answer.body).toContain('Data Catalogue');
    }
    // Other methods on a page: what it allows, as for every page of the portal
    for (const url of ['/data/catalogue', '/ar/data/catalogue/', '/data/catalogue/population-census-2025']) {
      const options = await app.inject({ method: 'OPTIONS', url });
      expect(options.statusCode, url).toBe(204);
      expect(options.headers.allow).toBe('GET, HEAD, OPTIONS');
      const post = await app.inject({ method: 'POST', url, payload: { q: 'water' } });
      expect(post.statusCode, url).toBe(405);
      expect(post.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(post.body).toContain('<h1');
    }
  });
});
