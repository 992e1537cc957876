import { describe, expect, it } from 'vitest';
import { publications } from '@content/publications';
import { publicationsCatalogCsv } from './catalog-csv';

const columns = {
  id: 'id',
  title: 'title',
  type: 'type',
  category: 'category',
  date: 'date',
  pages: 'pages',
  downloads: 'downloads',
  description: 'description',
};

describe('publicationsCatalogCsv', () => {
  const csv = publicationsCatalogCsv(
    publications.publications,
    columns,
    (f) => f.en,
    (id) => publications.categories.find((c) => c.id === id)?.label.en ?? id,
  );
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

  it('has a header and the six publications in order', () => {
    expect(lines[0]).toBe('id,title,type,category,date,pages,downloads,description');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(publications.publications.map((p) => p.id));
  });
  it('writes plain numbers and category labels', () => {
    expect(lines[1]).toMatch(
      /^annual-report-2024,Hail Region Annual Report 2024,Annual Report,Reports,2024-12-10,156,2847,/,
    );
    expect(lines[6]).toMatch(/^environmental-indicators,.*,Environment,2024-06-09,89,756,/);
  });
});
