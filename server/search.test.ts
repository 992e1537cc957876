import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../core/search/build-index.ts';
import { createSearch } from '../core/search/engine.ts';
import type { SearchAnswer } from '../core/search/present.ts';
import { testCatalogue } from '../testing/test-catalogue.ts';
import { memorySource, type CatalogueSource } from './ckan/catalogue.ts';
import { IN_MEMORY_DATASETS, searchPage, searchResults } from './search.ts';

const index = buildSearchIndex([
  {
    id: 'page:/x',
    type: 'page',
    path: '/about',
    title: { en: 'About Hail', ar: 'عن حائل' },
    text: { en: 'The region and its people', ar: 'نص' },
  },
  {
    id: 'dataset:wells',
    type: 'dataset',
    path: '/data/catalogue/wells',
    title: { en: 'Groundwater Wells of Hail', ar: 'آبار المياه الجوفية في حائل' },
    text: { en: 'Wells', ar: 'آبار' },
  },
]);
const search = createSearch(index);

describe('search results without JavaScript', () => {
  it('answers a query with what matched, by type', async () => {
    const results = (await searchResults(search, { q: '  people  ' }))!;
    expect(results).toMatchObject({ q: 'people', type: undefined, total: 1, all: 1, counts: { page: 1 } });
    expect(results.hits.map((hit) => hit.record.path)).toEqual(['/about']);
  });

  it('narrows to a known type and ignores an unknown one', async () => {
    expect(await searchResults(search, { q: 'people', type: 'dataset' })).toMatchObject({
      type: 'dataset',
      total: 0,
      all: 1,
    });
    expect(await searchResults(search, { q: 'people', type: 'nonsense' })).toMatchObject({
      type: undefined,
      total: 1,
    });
  });

  it('has nothing to answer without a query, or with one that is not text', async () => {
    expect(await searchResults(search, {})).toBeUndefined();
    expect(await searchResults(search, { q: '   ' })).toBeUndefined();
    expect(await searchResults(search, { q: ['hail', 'x'] })).toBeUndefined();
  });

  it('bounds the query', async () => {
    expect((await searchResults(search, { q: 'hail '.repeat(100) }))!.q).toHaveLength(200);
  });
});

describe('GET /api/search, what the dialog and the results page ask', async () => {
  const app = Fastify();
  await app.register(searchPage, { root: '/nowhere', render: async () => {}, index: async () => index });
  const ask = async (query: string) => {
    const res = await app.inject({ url: `/api/search?${query}` });
    return {
      status: res.statusCode,
      headers: res.headers,
      body: res.json() as SearchAnswer & { error?: string },
    };
  };

  it('answers each type’s best for the dialog, in both languages', async () => {
    const { status, headers, body } = await ask('q=hail&per=4');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, no-cache');
    expect(body).toMatchObject({ q: 'hail', total: 2, all: 2, counts: { page: 1, dataset: 1 }, hits: [] });
    expect(body.groups.map((g) => [g.type, g.hits.map((h) => h.record.path)])).toEqual([
      ['dataset', ['/data/catalogue/wells']],
      ['page', ['/about']],
    ]);
    // The words looked for, for marking them in a snippet
    expect(body.groups[0]!.hits[0]!.terms).toContain('hail');
    const arabic = (await ask(`q=${encodeURIComponent('الآبار')}&per=4`)).body;
    expect(arabic.groups.map((g) => g.type)).toEqual(['dataset']);
    // Scoped to a type: that type's best and count only
    const scoped = (await ask('q=hail&per=4&type=page')).body;
    expect(scoped).toMatchObject({ type: 'page', total: 1, all: 2 });
    expect(scoped.groups.map((g) => g.type)).toEqual(['page']);
    expect((await ask('q=hail&per=4&type=report')).body).toMatchObject({ total: 0, groups: [] });
  });

  it('lists the best for the results page, of a type when asked', async () => {
    expect((await ask('q=hail&limit=1')).body.hits).toHaveLength(1);
    const pages = (await ask('q=hail&limit=20&type=page')).body;
    expect(pages).toMatchObject({ total: 1, all: 2, groups: [] });
    expect(pages.hits.map((h) => h.record.path)).toEqual(['/about']);
    // Neither per nor limit: the first twenty
    expect((await ask('q=hail')).body.hits).toHaveLength(2);
  });

  it('says what is wrong with a question it cannot answer', async () => {
    for (const [query, error] of [
      ['', 'q: give the words to search for.'],
      ['q=%20%20', 'q: give the words to search for.'],
      ['q=a&q=b', 'q: give the words to search for.'],
      ['q=hail&type=nonsense', 'type: one of'],
      ['q=hail&per=0', 'per: a whole number from 1 to 10.'],
      ['q=hail&per=abc', 'per: a whole number from 1 to 10.'],
      ['q=hail&limit=99999', 'limit: a whole number from 1 to 500.'],
      ['q=hail&per=4&limit=4', 'per and limit: give one of them.'],
    ] as const) {
      const { status, body } = await ask(query);
      expect(status, query).toBe(400);
      expect(body.error, query).toContain(error);
    }
    // A long query is cut, not refused
    expect((await ask(`q=${'hail '.repeat(100)}&per=1`)).body.q).toHaveLength(200);
  });
});

/** The search's routes over `index`, with the catalogue `source` gives at each request. */
async function searchServer(source: () => CatalogueSource) {
  const app = Fastify();
  await app.register(searchPage, {
    root: '/nowhere',
    render: async () => {},
    index: async () => index,
    source: async () => source(),
  });
  return app;
}

describe('the datasets searched are the catalogue’s as it is now', () => {
  it('finds a dataset added since the build, and no longer one that has left', async () => {
    const catalogue = testCatalogue();
    let current = memorySource(catalogue);
    const app = await searchServer(() => current);
    const datasets = async (q: string) =>
      (await app.inject({ url: `/api/search?q=${encodeURIComponent(q)}&type=dataset&limit=50` }))
        .json()
        .hits.map((h: { record: { path: string } }) => h.record.path);
    // The build's record of "wells" is gone: the catalogue's datasets replace the build's
    expect(await datasets('groundwater wells of hail')).not.toContain('/data/catalogue/wells');
    const first = catalogue.datasets[0]!;
    expect(await datasets(first.title.en)).toContain(`/data/catalogue/${first.slug}`);
    // The other records are the build's
    expect((await app.inject({ url: '/api/search?q=people&per=4' })).json().counts).toEqual({ page: 1 });

    current = memorySource({
      ...catalogue,
      datasets: [
        ...catalogue.datasets.slice(1),
        { ...first, slug: 'springs-of-aja', title: { en: 'Springs of Aja', ar: 'ينابيع أجا' } },
      ],
    });
    expect(await datasets('springs')).toEqual(['/data/catalogue/springs-of-aja']);
    expect(await datasets('ينابيع')).toEqual(['/data/catalogue/springs-of-aja']);
    expect(await datasets(first.title.en)).not.toContain(`/data/catalogue/${first.slug}`);

    // While the store is away, the last known datasets are searched
    const away = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const before = current;
    current = { ...before, change: () => Promise.reject(away) };
    expect(await datasets('springs')).toEqual(['/data/catalogue/springs-of-aja']);
    // Or goes away while the datasets are read anew
    current = { ...before, change: async () => 'moved', stats: () => Promise.reject(away) };
    expect(await datasets('springs')).toEqual(['/data/catalogue/springs-of-aja']);
    await app.close();
  });
});

describe('past IN_MEMORY_DATASETS, the datasets are found by the catalogue’s search', async () => {
  const catalogue = testCatalogue();
  const first = catalogue.datasets[0]!;
  // More datasets than are indexed in memory: copies of the first, and one of its own
  const copies = Array.from({ length: IN_MEMORY_DATASETS }, (_, i) => ({
    ...first,
    slug: `copy-${i}`,
    title: { en: `Copy ${i} of Hail`, ar: `نسخة ${i}` },
    downloads: i,
  }));
  const springs = { ...first, slug: 'springs-of-aja', title: { en: 'Springs of Aja', ar: 'ينابيع أجا' } };
  let current = memorySource({ ...catalogue, datasets: [...copies, springs] });
  const app = await searchServer(() => current);
  const ask = async (query: string) => await app.inject({ url: `/api/search?${query}` });

  it('finds parts of words in either language, marks them, and counts every match', async () => {
    const found = (await ask('q=prings&per=4')).json() as SearchAnswer;
    expect(found.counts).toEqual({ dataset: 1 });
    const [hit] = found.groups[0]!.hits;
    expect(hit!.record).toMatchObject({ path: '/data/catalogue/springs-of-aja', title: springs.title });
    // The word holding the part is marked in the title
    expect([...hit!.terms]).toContain('springs');
    expect((await ask(`q=${encodeURIComponent('ينابيع')}&per=4`)).json().counts).toEqual({ dataset: 1 });
    // Every copy, the most downloaded first, and the build's page, in the dialog's groups
    const hail = (await ask('q=hail&per=3')).json() as SearchAnswer;
    expect(hail.counts).toEqual({ dataset: IN_MEMORY_DATASETS, page: 1 });
    expect(hail.groups.map((g) => [g.type, g.hits.map((h) => h.record.path)])).toEqual([
      ['dataset', [999, 998, 997].map((i) => `/data/catalogue/copy-${i}`)],
      ['page', ['/about']],
    ]);
  });

  it('lists the results page’s best of both, merged by rank', async () => {
    const { hits, total } = (await ask('q=hail&limit=3')).json() as SearchAnswer;
    expect(total).toBe(IN_MEMORY_DATASETS + 1);
    expect(hits.map((h) => h.record.path)).toEqual([
      '/data/catalogue/copy-999',
      '/about',
      '/data/catalogue/copy-998',
    ]);
    expect((await ask('q=hail&limit=2&type=dataset')).json().hits).toHaveLength(2);
  });

  it('answers a change at once, and 503 while the database is away', async () => {
    // Springs of Aja renamed
    current = memorySource({ ...catalogue, datasets: [...copies, { ...springs, title: first.title }] });
    expect((await ask('q=springs&per=4')).json().counts).toEqual({});
    const away = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    current = { ...current, search: () => Promise.reject(away) };
    const res = await ask('q=hail&per=4');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json().error).toMatch(/cannot be searched just now/);
    await app.close();
  });
});
