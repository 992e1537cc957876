import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  changeNumber,
  countDownload,
  hasCatalogue,
  liveDatasets,
  storedFile,
  vocabulary,
} from './catalogue.ts';
import { importCatalogue } from './catalogue-import.ts';
import { storeSource } from '../ckan/catalogue.ts';
import { openStore, type Store } from './db.ts';
import { ENGINES, PG_URL, testStore, unavailable } from '../../testing/test-stores.ts';
import { seedBytes, testSeed } from '../../testing/catalogue-seed.ts';

describe.each(ENGINES)('the catalogue in the store, on %s', (engine) => {
  let store: Store;
  let seeded: Awaited<ReturnType<typeof testSeed>>;
  let removeStore: () => Promise<void>;
  let schema: string;

  beforeEach(async (context) => {
    if (unavailable(engine)) return context.skip();
    ({ store, schema, remove: removeStore } = await testStore(engine));
    seeded = await testSeed();
  });
  afterEach(async () => {
    await removeStore?.();
    await seeded?.remove();
  });

  const load = () => importCatalogue(store, seeded.seed, { filesDir: seeded.storeFiles });
  /** Every live dataset, with the publishers and categories. */
  const liveCatalogue = async () => ({ datasets: await liveDatasets(store), ...(await vocabulary(store)) });

  it('the seed imported twice: the catalogue as seeded, and nothing changed the second time', async () => {
    expect(await hasCatalogue(store)).toBe(false);
    const first = await load();
    expect(first.added).toEqual(['groundwater-wells', 'labor-force', 'industrial-parcels', 'road-network']);
    const live = await liveCatalogue();
    const seed = seeded.seed.catalogue.datasets;
    expect(live.datasets.map((d) => [d.id, d.slug, d.title.ar, d.downloads])).toEqual(
      seed.map((d) => [d.id, d.slug, d.title.ar, d.downloads]),
    );
    expect(live.datasets[0]!.resources.map((r) => r.url)).toEqual([
      '/downloads/groundwater-wells/v1/groundwater-wells-shp.zip',
      '/downloads/groundwater-wells/v1/groundwater-wells.geojson',
      '/downloads/groundwater-wells/v1/groundwater-wells.csv',
    ]);
    expect(live.datasets[0]!.resources[2]!.size).toBe(seedBytes('groundwater-wells.csv').length);
    expect(live.publishers.find((p) => p.id === 'mewa')?.name.ar).toBe('وزارة البيئة والمياه والزراعة');
    expect(live.categories.map((c) => c.id).sort()).toEqual(
      ['Economy', 'Environment', 'Governance', 'Infrastructure', 'Society'].sort(),
    );

    const change = await changeNumber(store);
    expect(change).toBe(4);
    expect(await load()).toEqual({ added: [], updated: [], unchanged: 4 });
    expect(await changeNumber(store)).toBe(change);
    expect(await liveCatalogue()).toEqual(live);
  });

  it('a dataset changed in the seed gets a new live version; the earlier version keeps its files', async () => {
    await load();
    const labour = seeded.seed.catalogue.datasets[1]!;
    labour.title = { en: 'Labour Force Survey', ar: 'مسح القوى العاملة' };
    await seeded.write('labor-force', 'labor-force.csv', 2);
    expect(await load()).toEqual({ added: [], updated: ['labor-force'], unchanged: 3 });
    expect(await changeNumber(store)).toBe(5);

    const live = (await liveCatalogue()).datasets.find((d) => d.slug === 'labor-force')!;
    expect(live.title.en).toBe('Labour Force Survey');
    expect(live.resources[0]!.url).toBe('/downloads/labor-force/v2/labor-force.csv');
    const now = await storedFile(store, 'labor-force', null, 'labor-force.csv');
    const before = await storedFile(store, 'labor-force', 1, 'labor-force.csv');
    expect([now?.version, before?.version]).toEqual([2, 1]);
    const read = (file: typeof now) => readFile(path.join(seeded.storeFiles, file!.path), 'utf8');
    expect(await read(now)).toBe(seedBytes('labor-force.csv', 2));
    expect(await read(before)).toBe(seedBytes('labor-force.csv', 1));
  });

  it('a file only one dataset has, of a version it has: nothing else is found', async () => {
    await load();
    expect(await storedFile(store, 'labor-force', 2, 'labor-force.csv')).toBeNull();
    expect(await storedFile(store, 'labor-force', null, 'groundwater-wells.csv')).toBeNull();
    expect(await storedFile(store, 'no-such-dataset', null, 'labor-force.csv')).toBeNull();
  });

  it('a counted download adds one to its dataset and to the catalogue’s figures', async () => {
    await load();
    const figures = () => storeSource(store).stats();
    const seeds = seeded.seed.catalogue.datasets;
    const seededDownloads = seeds.reduce((sum, d) => sum + d.downloads, 0);
    expect(await figures()).toEqual({ datasets: 4, downloads: seededDownloads, latest: '2025-09-30' });
    const wells = await storedFile(store, 'groundwater-wells', null, 'groundwater-wells.csv');
    await countDownload(store, wells!.datasetId, wells!.fileName);
    await countDownload(store, wells!.datasetId, 'groundwater-wells.geojson');
    expect((await liveCatalogue()).datasets[0]!.downloads).toBe(seeds[0]!.downloads + 2);
    expect((await figures()).downloads).toBe(seededDownloads + 2);
    // A correction of a seeded figure is in the figures with what was counted since
    seeds[1]!.downloads += 100;
    await load();
    expect((await figures()).downloads).toBe(seededDownloads + 102);
    expect(await load()).toEqual({ added: [], updated: [], unchanged: 4 });
    expect((await figures()).downloads).toBe(seededDownloads + 102);
  });

  it('two imports at once on a fresh store (two processes on PostgreSQL): one adds the seed, the other finds it', async () => {
    const other = engine === 'postgres' ? await openStore({ databaseUrl: PG_URL, schema }) : store;
    try {
      const reports = await Promise.all(
        [store, other].map((s) => importCatalogue(s, seeded.seed, { filesDir: seeded.storeFiles })),
      );
      expect(reports.map((r) => [r.added.length, r.unchanged]).sort()).toEqual([
        [0, 4],
        [4, 0],
      ]);
      expect(await changeNumber(store)).toBe(4);
    } finally {
      if (other !== store) await other.close();
    }
  });

  it('a dataset added after the seed is numbered after the seed’s', async () => {
    await load();
    const { id } = await store.db
      .insertInto('datasets')
      .values({ slug: 'new-one', state: 'published', live_version: null, created_at: 'x', modified_at: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(id).toBe(5);
  });
});
