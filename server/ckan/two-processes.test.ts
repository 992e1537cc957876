/**
 * Two server processes on one PostgreSQL (as behind a proxy) answer alike: a change written through one store is
 * in the other's answers at once, the lists it keeps (publishers' counts) included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeServer } from '../../testing/catalogue-seed.ts';
import { testBuild } from '../../testing/test-build.ts';
import { hasPostgres, PG_URL } from '../../testing/test-stores.ts';
import { testCatalogue } from '../../testing/test-catalogue.ts';
import { buildServer } from '../app.ts';
import { importCatalogue } from '../store/catalogue-import.ts';
import { openStore, type Store } from '../store/db.ts';

describe.skipIf(!hasPostgres)('two server processes on one PostgreSQL', () => {
  let first: Awaited<ReturnType<typeof storeServer>>;
  let other: { app: Awaited<ReturnType<typeof buildServer>>; store: Store };

  beforeAll(async () => {
    first = await storeServer('postgres');
    const store = await openStore({ databaseUrl: PG_URL, schema: first.schema });
    const { root } = await testBuild();
    other = {
      store,
      app: await buildServer({ root, catalogueStore: { store, filesDir: first.seeded.storeFiles } }),
    };
  });
  afterAll(async () => {
    await other?.app.close();
    await other?.store.close();
    await first?.remove();
  });

  const ask = async (url: string) =>
    Promise.all(
      [first.app, other.app].map(
        async (app) => (await app.inject({ url: `/api/3/action/${url}` })).json().result,
      ),
    );

  const etags = async (url: string, held?: string) =>
    Promise.all(
      [first.app, other.app].map(async (app) => {
        const res = await app.inject({
          url: `/api/3/action/${url}`,
          headers: held ? { 'if-none-match': held } : {},
        });
        return `${res.statusCode} ${res.headers.etag}`;
      }),
    );

  it('a change through one is in both at once: the dataset, the search and the publishers’ counts', async () => {
    expect((await ask('organization_show?id=mewa')).map((o) => o.package_count)).toEqual([0, 0]);
    // Both name an answer by the same ETag: a browser sent to either gets its 304
    const [before] = await etags('package_show?id=labor-force');
    const etag = before!.split(' ')[1]!;
    expect(await etags('package_show?id=labor-force', etag)).toEqual([`304 ${etag}`, `304 ${etag}`]);
    const catalogue = testCatalogue();
    catalogue.datasets[1]!.title = { en: 'Labour Force Survey', ar: 'مسح القوى العاملة' };
    catalogue.datasets.push({
      ...catalogue.datasets[0]!,
      id: 9,
      slug: 'springs',
      source: 'mewa',
      title: { en: 'Springs', ar: 'العيون' },
      resources: [],
      formats: [],
    });
    await importCatalogue(
      first.store,
      { ...first.seeded.seed, catalogue },
      { filesDir: first.seeded.storeFiles },
    );
    expect((await ask('package_show?id=labor-force')).map((p) => p.title)).toEqual([
      'Labour Force Survey',
      'Labour Force Survey',
    ]);
    expect((await ask('package_search?q=survey')).map((r) => r.count)).toEqual([1, 1]);
    expect((await ask('organization_show?id=mewa')).map((o) => o.package_count)).toEqual([1, 1]);
    expect((await ask('package_list')).map((names) => names.includes('springs'))).toEqual([true, true]);
    // The ETag held before the change no longer matches, in either
    const after = await etags('package_show?id=labor-force', etag);
    expect(after[0]).toMatch(/^200 W\//);
    expect(after[1]).toBe(after[0]);
    expect(after[0]).not.toContain(etag);
  });
});
