/**
 * The catalogue outlives its database: while PostgreSQL is away the API answers 503 in CKAN's envelope and a
 * dataset's file the unavailable page (in the browser's language), prerendered pages go on; once it is back,
 * everything answers again without a restart. The connection runs through a forwarder the test cuts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages, testBuild } from '../testing/test-build.ts';
import { testSeed } from '../testing/catalogue-seed.ts';
import { tcpProxy } from '../testing/tcp-proxy.ts';
import { hasPostgres, PG_URL } from '../testing/test-stores.ts';
import { buildServer } from './app.ts';
import { importCatalogue } from './store/catalogue-import.ts';
import { openStore, type Store } from './store/db.ts';

describe.skipIf(!hasPostgres)('the catalogue while PostgreSQL is away', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let store: Store;
  let seeded: Awaited<ReturnType<typeof testSeed>>;
  let app: Awaited<ReturnType<typeof buildServer>>;

  beforeAll(async () => {
    const target = new URL(PG_URL);
    proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    target.host = `127.0.0.1:${proxy.port}`;
    store = await openStore({ databaseUrl: target.toString(), schema, log: () => undefined });
    seeded = await testSeed();
    await importCatalogue(store, seeded.seed, { filesDir: seeded.storeFiles });
    const { root } = await testBuild({ 'index.html': '<h1>Home</h1>', '404.html': '<h1>Not found</h1>' });
    app = await buildServer({
      root,
      pagesEntry: builtPages,
      catalogueStore: { store, filesDir: seeded.storeFiles },
    });
  });
  afterAll(async () => {
    await app?.close();
    await store?.close();
    await proxy?.close();
    await seeded?.remove();
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });

  const file = (language = 'en') =>
    app.inject({ url: '/downloads/labor-force/labor-force.csv', headers: { 'accept-language': language } });
  const api = () => app.inject({ url: '/api/3/action/package_show?id=labor-force' });

  it('answers 503 in the visitor’s language, then again as before once it is back', async () => {
    expect((await api()).statusCode).toBe(200);
    expect((await file()).statusCode).toBe(302);
    await proxy.cut();

    const answer = await api();
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ success: false, error: { __type: 'Service Unavailable' } });
    const en = await file();
    expect(en.statusCode).toBe(503);
    expect(en.headers['retry-after']).toBe('30');
    expect(en.headers['cache-control']).toBe('no-store');
    expect(en.body).toContain('Briefly unavailable');
    const ar = await file('ar-SA');
    expect(ar.statusCode).toBe(503);
    expect(ar.body).toContain('<html lang="ar" dir="rtl"');
    expect(ar.body).toContain('غير متاح مؤقتًا');
    for (const body of [answer.body, en.body, ar.body])
      expect(body).not.toMatch(/ECONNREFUSED|ECONNRESET|Connection terminated|postgres|pg_/i);
    expect((await app.inject({ url: '/' })).statusCode).toBe(200);
    // The built home page's newest datasets (a server island, asked for as the page loads): 503, so the page
    // keeps those it was built with
    const built = readFileSync(
      path.resolve(process.env.BUILD_DIR ?? 'build', 'client', 'index.html'),
      'utf8',
    );
    const island = built.match(/fetch\("(\/_server-islands\/NewDatasets\?[^"]+)"/)![1]!;
    expect((await app.inject({ url: island })).statusCode).toBe(503);

    await proxy.restore();
    expect((await app.inject({ url: island })).statusCode).toBe(200);
    expect((await api()).statusCode).toBe(200);
    expect((await file()).statusCode).toBe(302);
  });
});
