import '~/i18n';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sampleCatalogue } from '../../../../testing/sample-catalogue';
import { toSummary } from '@core/catalogue/provider';
import { DocumentNavigation } from '~/i18n/link';
import { CatalogueResults } from './catalogue-results';
import { CatalogueStats } from './catalogue-stats';

const datasets = sampleCatalogue().datasets.map(toSummary);

describe('the catalogue without a DOM (as when built)', () => {
  it('renders its figures and its first page', () => {
    const html = renderToString(
      // As an Astro page renders its parts: the links of ~/i18n/link, the address without its query
      <DocumentNavigation pathname="/data/catalogue">
        <CatalogueStats stats={{ datasets: datasets.length, downloads: 45_200, latest: '2025-09-30' }} />
        <CatalogueResults inPage firstPage={datasets} total={datasets.length} />
      </DocumentNavigation>,
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
