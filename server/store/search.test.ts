import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchIndex, searchCatalogue, type SearchQuery } from '../../core/catalogue/search.ts';
import { datasetCategories, datasetFormats, type Dataset } from '../../core/catalogue/types.ts';
import { syntheticCatalogue } from '../../scripts/data/synthetic-catalogue.ts';
import { testCatalogue } from '../../testing/test-catalogue.ts';
import { ENGINES, testStore, unavailable } from '../../testing/test-stores.ts';
import type { Store } from './db.ts';
import { FACETS, indexDataset, searchStore } from './search.ts';

/** The datasets, written straight into the search's tables (the import's other work is not what is tested). */
async function indexAll(store: Store, datasets: readonly Dataset[]) {
  await store.db.transaction().execute(async (trx) => {
    for (const d of datasets) {
      await trx
        .insertInto('datasets')
        .values({
          id: d.id,
          slug: d.slug,
          state: 'published',
          live_version: 1,
          created_at: '',
          modified_at: '',
        })
        .execute();
      await indexDataset(trx, d.id, d);
    }
  });
}

describe.each(ENGINES)('the catalogue search, answered by the database on %s', (engine) => {
  let store: Store;
  let remove: () => Promise<void>;
  const special = testCatalogue().datasets.map((d, i) => ({ ...d, id: 100_000 + i, slug: `${d.slug}-x` }));
  special[1]!.description = { en: 'Rates of 100% and a_b, "quoted".', ar: 'معدّلُ البطالـــة' };
  const datasets = [...syntheticCatalogue(600).datasets, ...special];
  const memory = createSearchIndex(datasets, { license_id: FACETS.license_id! });

  beforeAll(async () => {
    if (unavailable(engine)) return;
    ({ store, remove } = await testStore(engine));
    await indexAll(store, datasets);
  }, 60_000);
  afterAll(async () => remove?.());

  const both = async (query: SearchQuery) => {
    const expected = searchCatalogue(memory, query);
    const found = await searchStore(store, query);
    expect(found, JSON.stringify(query)).toEqual({
      count: expected.count,
      ids: expected.results.map((d) => d.id),
      facets: expected.facets,
    });
    return found;
  };

  it.skipIf(unavailable(engine))(
    'answers 150 random queries as the in-memory search does: count, page and facets',
    { timeout: 60_000 },
    async () => {
      let seed = 11;
      const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
      const sources = [...new Set(datasets.map((d) => d.source))];
      for (let i = 0; i < 150; i++) {
        const d = pick(datasets);
        const words = `${d.title.en} ${d.description.ar} ${d.title.ar}`.split(' ');
        const word = pick(words);
        const from = 2010 + Math.floor(next() * 16);
        await both({
          q: [
            '',
            word,
            word.slice(0, 1 + Math.floor(next() * word.length)),
            `${pick(words)} ${pick(words)}`,
            `${word} zzz`,
          ][Math.floor(next() * 5)],
          category: next() < 0.3 ? pick(datasetCategories) : null,
          formats: next() < 0.3 ? datasetFormats.filter(() => next() < 0.3) : [],
          sources: next() < 0.3 ? sources.filter(() => next() < 0.4) : [],
          period: next() < 0.3 ? { from, to: from + Math.floor(next() * 3) } : null,
          filters:
            next() < 0.2
              ? [{ field: pick(['category', 'source']), values: [pick(datasetCategories)], exclude: true }]
              : [],
          modified: next() < 0.2 ? { from: `${from}-03-01`, to: `${from + 2}-06-30` } : null,
          sort: {
            by: pick(['id', 'modified', 'title', 'name', 'downloads'] as const),
            order: pick(['asc', 'desc'] as const),
          },
          start: pick([0, 0, 10, 100]),
          rows: pick([0, 10, 20, 1000]),
          facets: next() < 0.5 ? ['category', 'source', 'format', 'keyword', 'license_id'] : [],
        });
      }
    },
  );

  it.skipIf(unavailable(engine))(
    'a part of a word, in any case and spelling; wildcards and quotes are letters',
    async () => {
      const ids = async (q: string) =>
        (await both({ q, rows: 5, filters: [{ field: 'slug', values: special.map((d) => d.slug) }] })).ids;
      expect(await ids('WATER')).toEqual([100_000]); // Groundwater
      expect(await ids('ابار')).toEqual([100_000]); // آبار
      expect(await ids('البطاله')).toEqual([100_001]); // البطالـــة, with a shadda and tatweel
      expect(await ids('مُعدل')).toEqual([100_001]);
      expect(await ids('r')).toHaveLength(4);
      expect(await ids('ll')).toEqual([100_000]); // Wells
      expect(await ids('100%')).toEqual([100_001]);
      expect(await ids('%')).toEqual([100_001]);
      expect(await ids('a_b')).toEqual([100_001]);
      expect(await ids('_')).toEqual([100_001]);
      expect(await ids('"quoted"')).toEqual([100_001]);
      expect(await ids('"')).toEqual([100_001]);
      expect(await ids('qz')).toEqual([]);
    },
  );
});
