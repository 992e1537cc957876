import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sampleCatalogue } from '../../../../testing/sample-catalogue';
import { emptyQuery } from '@core/catalogue/page-query';
import { toSummary } from '@core/catalogue/provider';
import { pagePart } from '~/components/page/page-part';
import { CatalogueResults } from './catalogue-results';
import { CatalogueStats } from './catalogue-stats';

const datasets = sampleCatalogue().datasets.map(toSummary);
const Stats = pagePart(CatalogueStats);
const Results = pagePart(CatalogueResults);

describe('the catalogue without a DOM (as when built)', () => {
  it('renders its figures and its first page', () => {
    const html = renderToString(
      // As an Astro page renders its parts: each in the page's language
      <>
        <Stats lang="en" stats={{ datasets: datasets.length, downloads: 45_200, latest: '2025-09-30' }} />
        <Results
          lang="en"
          rendered={{ query: emptyQuery, page: 1, count: datasets.length, results: datasets }}
        />
      </>,
    );
    expect(html).toContain('Showing 6 datasets');
    for (const text of [
      'Industrial Zone Parcels',
      'Population Census 2025',
      '1,247',
      '3,201',
      '45.2K',
      'Q3 2025',
    ])
      expect(html).toContain(text);
  });
});
