import { describe, expect, it } from 'vitest';
import { syntheticCatalogue } from '../../scripts/data/synthetic-catalogue';
import { createSearchIndex, searchCatalogue, type SearchQuery, type SortKey } from './search';
import { normalizeSearchText, searchableText, searchTerms } from './search-text';
import { datasetCategories, datasetFormats, type DatasetSummary } from './types';

function summary(id: number, fields: Partial<DatasetSummary>): DatasetSummary {
  return {
    id,
    slug: `dataset-${id}`,
    title: { en: `Dataset ${id}`, ar: `مجموعة ${id}` },
    description: { en: 'Figures.', ar: 'أرقام.' },
    category: 'Economy',
    source: 'hrda-statistics',
    formats: ['CSV'],
    downloads: 0,
    featured: false,
    modified: '2025-01-01',
    coverage: { from: 2020, to: 2024 },
    size: 1000,
    keywords: { en: [], ar: [] },
    resources: [],
    ...fields,
  };
}

const small = [
  summary(3, {
    slug: 'groundwater-wells',
    title: { en: 'Groundwater Well Locations', ar: 'مواقعُ آبارِ المياه الجوفية' },
    description: { en: 'Wells drawing on the Saq aquifer.', ar: 'آبار تستمد مياهها من طبقة الساق.' },
    category: 'Environment',
    source: 'hail-water-resources',
    formats: ['GeoJSON', 'Shapefile'],
    downloads: 678,
    modified: '2025-06-10',
    coverage: { from: 2015, to: 2025 },
  }),
  summary(1, {
    slug: 'labor-force',
    title: { en: 'Labor Force Statistics', ar: 'إحصاءات القوى العاملة' },
    description: {
      en: 'Quarterly employment by governorate.',
      ar: 'بيانات ربعية عن التوظيف في منطقة حـائل.',
    },
    formats: ['CSV', 'Excel'],
    downloads: 2341,
    modified: '2025-09-30',
    coverage: { from: 2020, to: 2025 },
  }),
  summary(2, {
    slug: 'industrial-parcels',
    title: { en: 'Industrial Zone Parcels', ar: 'قطع الأراضي في المدينة الصناعية' },
    description: {
      en: 'Parcels of the industrial city.',
      ar: 'مساحات القطع ومستشفى المدينة ومدرسة الحي، إصدار2024.',
    },
    source: 'hrda-urban-planning',
    formats: ['GeoJSON', 'KML', 'DXF'],
    downloads: 1247,
    modified: '2024-11-18',
    coverage: { from: 2024, to: 2024 },
  }),
];
const index = createSearchIndex(small);
const slugs = (query: SearchQuery) => searchCatalogue(index, query).results.map((d) => d.slug);

describe('normalizeSearchText', () => {
  it('folds Arabic spelling variants, diacritics, tatweel, digits and case', () => {
    expect(normalizeSearchText('إحصاءات  أَرضٌ آبار ٱلمدينة')).toBe('احصاءات ارض ابار المدينه');
    expect(normalizeSearchText('مستشفى مسؤول شاطئ حـــائل')).toBe('مستشفي مسوول شاطي حايل');
    expect(normalizeSearchText('Census ٢٠٢٥ / ۱۴')).toBe('census 2025 / 14');
  });
});

describe('searchCatalogue', () => {
  it('returns every dataset in id order for an empty query', () => {
    expect(searchCatalogue(index, {}).count).toBe(3);
    expect(slugs({ q: '   ' })).toEqual(['labor-force', 'industrial-parcels', 'groundwater-wells']);
  });

  it('matches every word in the title or description, in English or Arabic, case-insensitively', () => {
    expect(slugs({ q: 'WATER' })).toEqual(['groundwater-wells']);
    expect(slugs({ q: 'industrial city' })).toEqual(['industrial-parcels']);
    expect(slugs({ q: 'industrial wells' })).toEqual([]);
    expect(slugs({ q: 'القوى' })).toEqual(['labor-force']);
    expect(slugs({ q: 'employment العاملة' })).toEqual(['labor-force']);
  });

  it('finds Arabic words written without hamza, diacritics or tatweel, or with other letter forms', () => {
    expect(slugs({ q: 'احصاءات' })).toEqual(['labor-force']);
    expect(slugs({ q: 'الاراضي' })).toEqual(['industrial-parcels']);
    expect(slugs({ q: 'ابار' })).toEqual(['groundwater-wells']);
    expect(slugs({ q: 'مواقع' })).toEqual(['groundwater-wells']);
    expect(slugs({ q: 'حائل' })).toEqual(['labor-force']);
    expect(slugs({ q: 'مستشفي مدرسه' })).toEqual(['industrial-parcels']);
    expect(slugs({ q: 'المدينة' })).toEqual(['industrial-parcels']);
  });

  it('finds Latin letters and digits written inside Arabic words', () => {
    expect(slugs({ q: '2024' })).toEqual(['industrial-parcels']);
    expect(slugs({ q: 'اصدار2024' })).toEqual(['industrial-parcels']);
  });

  it('combines facets: any value within a facet, every facet', () => {
    expect(slugs({ formats: ['Excel', 'KML'] })).toEqual(['labor-force', 'industrial-parcels']);
    expect(slugs({ formats: ['GeoJSON'], category: 'Economy' })).toEqual(['industrial-parcels']);
    expect(slugs({ formats: ['GeoJSON'], sources: ['hail-water-resources', 'mewa'] })).toEqual([
      'groundwater-wells',
    ]);
    expect(slugs({ category: 'Governance' })).toEqual([]);
    expect(slugs({ filters: [{ field: 'format', values: ['GeoJSON'], exclude: true }] })).toEqual([
      'labor-force',
    ]);
    expect(slugs({ filters: [{ field: 'slug', values: ['labor-force', 'nope'] }] })).toEqual(['labor-force']);
  });

  it('keeps datasets whose coverage overlaps the period, and filters by revision date', () => {
    expect(slugs({ period: { from: 2025, to: 2025 } })).toEqual(['labor-force', 'groundwater-wells']);
    expect(slugs({ period: { from: 2016, to: 2019 } })).toEqual(['groundwater-wells']);
    expect(slugs({ period: { to: 2014 } })).toEqual([]);
    expect(slugs({ modified: { from: '2025-01-01' } })).toEqual(['labor-force', 'groundwater-wells']);
    expect(slugs({ modified: { to: '2025-06-10' } })).toEqual(['industrial-parcels', 'groundwater-wells']);
  });

  it('sorts and pages', () => {
    expect(slugs({ sort: { by: 'modified', order: 'desc' } })).toEqual([
      'labor-force',
      'groundwater-wells',
      'industrial-parcels',
    ]);
    expect(slugs({ sort: { by: 'title', order: 'asc' } })).toEqual([
      'groundwater-wells',
      'industrial-parcels',
      'labor-force',
    ]);
    expect(slugs({ sort: { by: 'title', order: 'desc' } })[0]).toBe('labor-force');
    expect(slugs({ sort: { by: 'name', order: 'asc' } })[0]).toBe('groundwater-wells');
    expect(slugs({ sort: { by: 'downloads', order: 'desc' } })[0]).toBe('labor-force');
    const page = searchCatalogue(index, { start: 1, rows: 1 });
    expect(page.count).toBe(3);
    expect(page.results.map((d) => d.slug)).toEqual(['industrial-parcels']);
    expect(searchCatalogue(index, { start: 5, rows: 10 }).results).toEqual([]);
  });

  it('counts facet values over every match, not just the page', () => {
    const { facets } = searchCatalogue(index, { rows: 0, facets: ['format', 'source', 'unknown'] });
    expect(facets.format).toEqual([
      { value: 'GeoJSON', count: 2 },
      { value: 'CSV', count: 1 },
      { value: 'DXF', count: 1 },
      { value: 'Excel', count: 1 },
      { value: 'KML', count: 1 },
      { value: 'Shapefile', count: 1 },
    ]);
    expect(facets.source?.map((f) => f.value)).toEqual([
      'hail-water-resources',
      'hrda-statistics',
      'hrda-urban-planning',
    ]);
    expect(facets.unknown).toBeUndefined();
  });
});

describe('searchCatalogue at 50,000 datasets', () => {
  const { datasets } = syntheticCatalogue(50_000);
  const big = createSearchIndex(datasets);
  const texts = new Map(datasets.map((d) => [d.id, searchableText(d)]));
  const byId = [...datasets].sort((a, b) => a.id - b.id);

  function naive(query: SearchQuery) {
    const terms = searchTerms(query.q ?? '');
    const p = query.period;
    const matches = byId.filter(
      (d) =>
        terms.every((t) => texts.get(d.id)!.includes(t)) &&
        (!query.category || d.category === query.category) &&
        (!query.formats?.length || d.formats.some((f) => query.formats!.includes(f))) &&
        (!query.sources?.length || query.sources.includes(d.source)) &&
        !query.filters?.some((f) => f.values.includes(d.category)) &&
        (!query.modified || (d.modified >= query.modified.from! && d.modified <= query.modified.to!)) &&
        (!p ||
          ((p.from === undefined || d.coverage.to >= p.from) &&
            (p.to === undefined || d.coverage.from <= p.to))),
    );
    const key: Record<SortKey, (d: DatasetSummary) => string | number> = {
      id: (d) => d.id,
      modified: (d) => d.modified,
      title: (d) => d.title.en.toLowerCase(),
      name: (d) => d.slug,
      downloads: (d) => d.downloads,
    };
    const k = key[query.sort?.by ?? 'id'];
    const sorted = matches.sort((a, b) => (k(a) < k(b) ? -1 : k(a) > k(b) ? 1 : a.id - b.id));
    if (query.sort?.order === 'desc') sorted.reverse();
    return {
      count: sorted.length,
      ids: sorted.slice(query.start, query.start! + query.rows!).map((d) => d.id),
    };
  }

  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const sources = [...new Set(datasets.map((d) => d.source))];

  function randomQuery(): SearchQuery {
    const words = texts.get(pick(datasets).id)!.split(' ');
    const word = pick(words);
    const q = [
      '',
      word,
      word.slice(0, 1 + Math.floor(next() * word.length)),
      `${pick(words)} ${pick(words)}`,
      `${word} zzz`,
    ][Math.floor(next() * 5)]!;
    const from = 2010 + Math.floor(next() * 16);
    return {
      q,
      category: next() < 0.3 ? pick(datasetCategories) : null,
      formats: next() < 0.3 ? datasetFormats.filter(() => next() < 0.3) : [],
      sources: next() < 0.3 ? sources.filter(() => next() < 0.4) : [],
      period: next() < 0.3 ? { from, to: from + Math.floor(next() * 3) } : null,
      filters: next() < 0.2 ? [{ field: 'category', values: [pick(datasetCategories)], exclude: true }] : [],
      modified: next() < 0.2 ? { from: `${from}-03-01`, to: `${from + 2}-06-30` } : null,
      sort: {
        by: pick(['id', 'modified', 'title', 'name', 'downloads'] as const),
        order: pick(['asc', 'desc'] as const),
      },
      start: pick([0, 0, 10, 100]),
      rows: pick([10, 20, 1000]),
    };
  }

  it('answers 200 random queries exactly as a naive filter does', { timeout: 60_000 }, () => {
    for (let i = 0; i < 200; i++) {
      const query = randomQuery();
      const result = searchCatalogue(big, query);
      const expected = naive(query);
      expect({ count: result.count, ids: result.results.map((d) => d.id) }, JSON.stringify(query)).toEqual(
        expected,
      );
    }
  });
});
