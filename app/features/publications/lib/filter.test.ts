import { describe, expect, it } from 'vitest';
import { categoryIds, publications } from '@content/publications';
import { filterByCategory } from './filter';

const ids = (category: (typeof categoryIds)[number]) =>
  filterByCategory(publications.publications, category).map((p) => p.id);

describe('filterByCategory', () => {
  it('shows every publication, in the spec’s order, under All', () => {
    expect(ids('all')).toEqual([
      'annual-report-2024',
      'sdg-progress-2024',
      'economic-outlook-2024',
      'infrastructure-assessment',
      'population-demographics',
      'environmental-indicators',
    ]);
  });
  it('shows only the matching category under each other tab', () => {
    expect(ids('reports')).toEqual(['annual-report-2024', 'sdg-progress-2024']);
    expect(ids('research')).toEqual(['infrastructure-assessment']);
    expect(ids('statistics')).toEqual(['population-demographics']);
    expect(ids('economics')).toEqual(['economic-outlook-2024']);
    expect(ids('environment')).toEqual(['environmental-indicators']);
  });
  it('leaves no category tab empty', () => {
    for (const c of categoryIds) expect(ids(c).length, c).toBeGreaterThan(0);
  });
  it('keeps the spec’s downloads (page counts come from the built PDFs)', () => {
    expect(publications.publications.map((p) => p.downloads)).toEqual([2847, 1523, 1876, 934, 1245, 756]);
  });
});
