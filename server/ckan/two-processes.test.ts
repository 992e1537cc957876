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

  it('a change through one is in both at once: the dataset, the search and the publishers’ counts', async () => {
    expect((await ask('organization_show?id=mewa')).map((o) => o.package_count)).toEqual([0, 0]);
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
  });
});
