import { cataloguePeriods, dataSources } from '@content/datasets';
import { describe, expect, it } from 'vitest';
import { sampleCatalogue } from '../../../../testing/sample-catalogue';
import {
  emptyQuery,
  isFiltered,
  parseQuery,
  toSearchParams,
  type CatalogueQuery,
} from '@core/catalogue/page-query';
import { createSearchIndex, searchCatalogue } from '@core/catalogue/search';
import { datasetCategories, datasetFormats } from '@core/catalogue/types';

const catalogueDatasets = sampleCatalogue().datasets;

const l = (t: { en: string }) => t.en;
const options = {
  categories: datasetCategories,
  periods: cataloguePeriods,
  formats: datasetFormats,
  sources: dataSources.map((s) => s.id),
};
const index = createSearchIndex(catalogueDatasets);
/** The page's search: the query as the URL gives it, through the shared search module. */
const titles = (query: Partial<CatalogueQuery>) => {
  const q = { ...emptyQuery, ...query };
  const period = cataloguePeriods.find((p) => p.id === q.period) ?? null;
  return searchCatalogue(index, { ...q, period }).results.map((d) => l(d.title));
};

describe('catalogue search', () => {
  it('shows all six datasets without a query', () => {
    expect(titles({})).toHaveLength(6);
  });

  it('matches title or description, case-insensitively', () => {
    expect(titles({ q: 'WATER' })).toEqual(['Groundwater Well Locations']);
    expect(titles({ q: 'census' })).toEqual(['Population Census 2025']);
    // "aquifers" appears only in a description
    expect(titles({ q: 'Aquifers' })).toEqual(['Groundwater Well Locations']);
    expect(titles({ q: '  labor   FORCE ' })).toEqual(['Labor Force Statistics']);
    expect(titles({ q: 'no such thing' })).toEqual([]);
  });

  it('requires every word, anywhere in title or description, in either language', () => {
    expect(titles({ q: 'road hail' })).toEqual(['Major Road Network']);
    expect(titles({ q: 'road census' })).toEqual([]);
    expect(titles({ q: 'السكاني' })).toEqual(['Population Census 2025']);
  });
});

describe('catalogue filters', () => {
  it('filters by category', () => {
    expect(titles({ category: 'Environment' })).toEqual(['Groundwater Well Locations']);
    expect(titles({ category: 'Economy' })).toHaveLength(3);
    expect(titles({ category: 'Governance' })).toEqual([]);
  });

  it('filters by time period through the temporal coverage', () => {
    expect(titles({ period: '2024' })).toEqual([
      'Labor Force Statistics',
      'Agricultural Production Value 2020-2024',
      'Groundwater Well Locations',
      'Major Road Network',
    ]);
    expect(titles({ period: '2025' })).not.toContain('Major Road Network');
    expect(titles({ period: 'last-5-years' })).toHaveLength(6);
  });

  it('keeps datasets offered in any chosen format, from any chosen source', () => {
    expect(titles({ formats: ['DXF'] })).toEqual(['Industrial Zone Parcels']);
    expect(titles({ formats: ['KML', 'PDF'] })).toHaveLength(4);
    expect(titles({ sources: ['hrda-statistics'] })).toEqual([
      'Labor Force Statistics',
      'Population Census 2025',
    ]);
    expect(titles({ sources: ['hrda-statistics'], formats: ['JSON'], q: 'census' })).toEqual([
      'Population Census 2025',
    ]);
  });
});

describe('catalogue query string', () => {
  it('round-trips through the URL', () => {
    const query: CatalogueQuery = {
      q: 'water wells',
      category: 'Environment',
      period: '2024',
      formats: ['CSV', 'GeoJSON'],
      sources: ['hail-water-resources'],
    };
    const params = toSearchParams(query);
    expect(params.toString()).toBe(
      'q=water+wells&category=Environment&period=2024&format=CSV%2CGeoJSON&source=hail-water-resources',
    );
    expect(parseQuery(new URLSearchParams(params.toString()), options)).toEqual(query);
    expect(toSearchParams(emptyQuery).toString()).toBe('');
  });

  it('ignores unknown, odd or malformed values', () => {
    expect(
      parseQuery(
        new URLSearchParams('?category=%ZZ&period=nonsense&format=EXE,,csv&source=<script>'),
        options,
      ),
    ).toEqual({
      ...emptyQuery,
      formats: ['CSV'],
    });
    expect(
      parseQuery(new URLSearchParams('category=economy&period=ALL&format=kml&format=Dxf'), options),
    ).toEqual({
      ...emptyQuery,
      category: 'Economy',
      formats: ['KML', 'DXF'],
    });
    expect(parseQuery(new URLSearchParams(`q=${'x'.repeat(500)}`), options).q).toHaveLength(200);
  });

  it('knows when anything is filtered', () => {
    expect(isFiltered(emptyQuery)).toBe(false);
    expect(isFiltered({ ...emptyQuery, q: '  ' })).toBe(false);
    expect(isFiltered({ ...emptyQuery, sources: ['mewa'] })).toBe(true);
  });
});
