import { describe, expect, it } from 'vitest';
import { parseFq, parseQ, parseSort } from './solr';

describe('parseFq', () => {
  it('reads clauses, quoted values, escapes, groups and exclusions', () => {
    expect(parseFq(['groups:Economy res_format:xlsx'])).toEqual({
      filters: [
        { field: 'category', values: ['Economy'], exclude: false },
        { field: 'format', values: ['Excel'], exclude: false },
      ],
      modified: null,
      period: null,
    });
    expect(parseFq(['+tags:"road safety" -organization:hrda\\-statistics']).filters).toEqual([
      { field: 'keyword', values: ['road safety'], exclude: false },
      { field: 'source', values: ['hrda-statistics'], exclude: true },
    ]);
    expect(parseFq(['res_format:(CSV OR SHP) && name:a || name:b']).filters).toEqual([
      { field: 'format', values: ['CSV', 'Shapefile'], exclude: false },
      { field: 'slug', values: ['a', 'b'], exclude: false },
    ]);
    expect(parseFq(['tags:(water AND wells)']).filters).toHaveLength(2);
    expect(parseFq(['groups:nothing']).filters).toEqual([
      { field: 'category', values: ['nothing'], exclude: false },
    ]);
    expect(parseFq(['', '  '])).toEqual({ filters: [], modified: null, period: null });
  });

  it('reads Solr’s wildcards as patterns; for groups and formats, as the values they match', () => {
    expect(parseFq(['tags:wat?r name:(a OR b*)']).filters).toEqual([
      { field: 'keyword', values: [], patterns: ['wat?r'], exclude: false },
      { field: 'slug', values: ['a'], patterns: ['b*'], exclude: false },
    ]);
    expect(parseFq(['-groups:e*']).filters).toEqual([
      { field: 'category', values: ['Economy', 'Environment'], patterns: ['e*'], exclude: true },
    ]);
    expect(parseFq(['res_format:(GeoJSON OR SH*)']).filters).toEqual([
      { field: 'format', values: ['GeoJSON', 'Shapefile'], patterns: ['SH*'], exclude: false },
    ]);
    // Escaped, or a lone star (every value)
    expect(parseFq(['name:labor\\*']).filters).toEqual([
      { field: 'slug', values: ['labor*'], exclude: false },
    ]);
    expect(parseFq(['name:*']).filters).toEqual([]);
  });

  it('reads metadata_modified ranges as dates, a later time of day starting the next day', () => {
    expect(parseFq(['metadata_modified:[2024-01-01 TO *]']).modified).toEqual({ from: '2024-01-01' });
    expect(parseFq(['metadata_modified:[* TO 2024-12-31T23:59:59Z]']).modified).toEqual({ to: '2024-12-31' });
    expect(parseFq(['metadata_modified:[2024-02-28T10:00:00.5Z TO *]']).modified).toEqual({
      from: '2024-02-29',
    });
    expect(
      parseFq(['metadata_modified:[2024-01-01 TO *]', 'metadata_modified:[2023-01-01 TO 2024-06-30]'])
        .modified,
    ).toEqual({ from: '2024-01-01', to: '2024-06-30' });
  });

  it.each([
    ['tags:"water', /unbalanced quotes/],
    ['tags:(water', /unbalanced parentheses/],
    ['tags:water)', /parentheses/],
    ['(tags:water)', /parentheses/],
    ['tags:(a (b))', /nested/],
    ['tags:(a OR b AND c)', /mix of AND and OR/],
    ['water', /has no field/],
    ['size:1', /unknown field "size"/],
    ['constructor:x', /unknown field "constructor"/],
    ['metadata_modified:2024', /one range/],
    ['metadata_modified:[2024 TO *]', /not a date/],
    ['metadata_modified:[2024-02-30 TO *]', /not a date/],
    ['metadata_modified:{2024-01-01 TO *}', /range must be written/],
    ['-metadata_modified:[2024-01-01 TO *]', /one range/],
    ['name:[a TO b]', /not a range/],
    ['OR tags:a', /misplaced OR/],
    ['tags:a AND', /ends with an operator/],
    ['tags:a OR -tags:b', /one field only/],
  ])('refuses %s', (fq, message) => {
    expect(() => parseFq([fq])).toThrow(message);
  });
});

describe('parseQ', () => {
  it('keeps words as text and takes known field:value words as filters', () => {
    expect(parseQ('*:*')).toEqual({ text: '', filters: [], modified: null, period: null });
    expect(parseQ('  "ground water"  +wells AND tags:water colour:red ')).toEqual({
      text: 'ground water wells colour:red',
      filters: [{ field: 'keyword', values: ['water'], exclude: false }],
      modified: null,
      period: null,
    });
    expect(() => parseQ('a OR b')).toThrow(/OR is not supported/);
  });

  it('keeps a clause with spaces whole: ranges, parentheses, quotes', () => {
    expect(parseQ('wells metadata_modified:[2024-01-01 TO *]')).toEqual({
      text: 'wells',
      filters: [],
      modified: { from: '2024-01-01' },
      period: null,
    });
    expect(parseQ('groups:(economy OR society) tags:"ground water" x').filters).toEqual([
      { field: 'category', values: ['Economy', 'Society'], exclude: false },
      { field: 'keyword', values: ['ground water'], exclude: false },
    ]);
    expect(() => parseQ('metadata_modified:[2024-01-01 TO')).toThrow(/range must be written/);
  });
});

describe('parseSort', () => {
  it('reads CKAN sorts; score first is the catalogue order', () => {
    expect(parseSort('score desc, metadata_modified desc')).toEqual({ by: 'id', order: 'asc' });
    expect(parseSort('metadata_modified desc')).toEqual({ by: 'modified', order: 'desc' });
    expect(parseSort(' TITLE_STRING   asc ')).toEqual({ by: 'title', order: 'asc' });
    expect(parseSort('id asc')).toEqual({ by: 'name', order: 'asc' });
    expect(parseSort('downloads desc, name asc')).toEqual({ by: 'downloads', order: 'desc' });
    expect(parseSort('name')).toEqual({ by: 'name', order: 'asc' });
    for (const bad of ['random', 'name up', 'name asc extra', '', 'toString asc'])
      expect(() => parseSort(bad), bad).toThrow(/is not a sort/);
  });
});

describe('temporal coverage in fq', () => {
  it('reads the Time Period filter as coverage years', () => {
    expect(parseFq(['temporal_end:[2021 TO *] AND temporal_start:[* TO 2025]']).period).toEqual({
      from: 2021,
      to: 2025,
    });
    expect(parseFq(['temporal_end:[2024-01-01 TO *]']).period).toEqual({ from: 2024 });
    expect(parseFq(['groups:economy']).period).toBeNull();
  });

  it('refuses other coverage ranges with the form it takes', () => {
    for (const fq of [
      'temporal_start:[2021 TO *]',
      'temporal_end:[* TO 2021]',
      'temporal_end:2021',
      'temporal_end:[20x TO *]',
    ])
      expect(() => parseFq([fq]), fq).toThrow(/temporal|year/);
  });
});
