import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app.ts';
import { importCatalogue } from './store/catalogue-import.ts';
import { testBuild } from '../testing/test-build.ts';
import { testStore } from '../testing/test-stores.ts';
import type { Store } from './store/db.ts';
import { seedBytes, testSeed } from '../testing/catalogue-seed.ts';

let app: Awaited<ReturnType<typeof buildServer>>;
let seeded: Awaited<ReturnType<typeof testSeed>>;
let removeStore: () => Promise<void>;
let store: Store;

beforeAll(async () => {
  const { root } = await testBuild({
    '404.html': '<h1>Not found</h1>',
    'downloads/indicators/hail-indicators.csv': 'indicator,value\n',
  });
  seeded = await testSeed();
  ({ store, remove: removeStore } = await testStore('sqlite'));
  await importCatalogue(store, seeded.seed, { filesDir: seeded.storeFiles });
  app = await buildServer({ root, catalogueStore: { store, filesDir: seeded.storeFiles } });
});
afterAll(async () => {
  await app?.close();
  await removeStore?.();
  await seeded?.remove();
});

const CSV = '/downloads/labor-force/v1/labor-force.csv';
const downloads = async () => {
  const res = await app.inject({ url: '/api/3/action/package_show?id=labor-force' });
  const { extras } = res.json<{ result: { extras: { key: string; value: string }[] } }>().result;
  return Number(extras.find((e) => e.key === 'downloads')!.value);
};

describe('the datasets’ files from the store', () => {
  it('the address a file always had leads to its live version, never cached', async () => {
    const res = await app.inject({ url: '/downloads/labor-force/labor-force.csv' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(CSV);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('a version’s file: the file, cached for a year, with its ETag; open to any site', async () => {
    const res = await app.inject({ url: CSV });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(seedBytes('labor-force.csv'));
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const again = await app.inject({ url: CSV, headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('a full GET counts one download; a HEAD, a range and a revalidation do not', async () => {
    const before = await downloads();
    const etag = (await app.inject({ method: 'HEAD', url: CSV })).headers.etag as string;
    expect((await app.inject({ url: CSV, headers: { range: 'bytes=0-4' } })).statusCode).toBe(206);
    expect((await app.inject({ url: CSV, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await app.inject({ url: '/downloads/labor-force/labor-force.csv' })).statusCode).toBe(302);
    expect(await downloads()).toBe(before);
    expect((await app.inject({ url: CSV })).statusCode).toBe(200);
    expect(await downloads()).toBe(before + 1);
  });

  it('a version, file or dataset there is not: the 404 page', async () => {
    for (const url of [
      '/downloads/labor-force/v2/labor-force.csv',
      '/downloads/labor-force/v0/labor-force.csv',
      '/downloads/labor-force/v1/groundwater-wells.csv',
      '/downloads/labor-force/latest/labor-force.csv',
      '/downloads/nothing/v1/labor-force.csv',
      '/downloads/nothing/labor-force.csv',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Not found');
    }
  });

  it('the build’s own files under /downloads are still served', async () => {
    const res = await app.inject({ url: '/downloads/indicators/hail-indicators.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('indicator,value\n');
  });

  it('the API answers from the store: a new version is in package_show at once', async () => {
    const show = async () =>
      (await app.inject({ url: '/api/3/action/package_show?id=labor-force' })).json<{
        result: { title: string; resources: { url: string }[] };
      }>().result;
    expect((await show()).resources[0]!.url).toBe(`http://localhost:80${CSV}`);
    seeded.seed.catalogue.datasets[1]!.title = { en: 'Labour Force Survey', ar: 'مسح القوى العاملة' };
    await importCatalogue(store, seeded.seed, { filesDir: seeded.storeFiles });
    const shown = await show();
    expect(shown.title).toBe('Labour Force Survey');
    expect(shown.resources[0]!.url).toBe('http://localhost:80/downloads/labor-force/v2/labor-force.csv');
    const search = await app.inject({ url: '/api/3/action/package_search?q=survey' });
    expect(search.json<{ result: { count: number } }>().result.count).toBe(1);
    // The earlier version's file stays where it was
    expect((await app.inject({ url: CSV })).statusCode).toBe(200);
  });
});
