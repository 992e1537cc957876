import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../core/search/build-index.ts';
import { createSearch } from '../core/search/engine.ts';
import { searchResults } from './search.ts';

const search = createSearch(
  buildSearchIndex([
    {
      id: 'page:/x',
      type: 'page',
      path: '/about',
      title: { en: 'About Hail', ar: 'عن حائل' },
      text: { en: 'The region and its people', ar: 'نص' },
    },
  ]),
);

describe('search results without JavaScript', () => {
  it('answers a query with what matched, by type', () => {
    const results = searchResults(search, { q: '  hail  ' })!;
    expect(results).toMatchObject({ q: 'hail', type: undefined, total: 1, all: 1, counts: { page: 1 } });
    expect(results.hits.map((hit) => hit.record.path)).toEqual(['/about']);
  });

  it('narrows to a known type and ignores an unknown one', () => {
    expect(searchResults(search, { q: 'hail', type: 'dataset' })).toMatchObject({
      type: 'dataset',
      total: 0,
      all: 1,
    });
    expect(searchResults(search, { q: 'hail', type: 'nonsense' })).toMatchObject({
      type: undefined,
      total: 1,
    });
  });

  it('has nothing to answer without a query, or with one that is not text', () => {
    expect(searchResults(search, {})).toBeUndefined();
    expect(searchResults(search, { q: '   ' })).toBeUndefined();
    expect(searchResults(search, { q: ['hail', 'x'] })).toBeUndefined();
  });

  it('bounds the query', () => {
    expect(searchResults(search, { q: 'hail '.repeat(100) })!.q).toHaveLength(200);
  });
});
