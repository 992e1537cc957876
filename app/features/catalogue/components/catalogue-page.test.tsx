import '~/i18n';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sampleCatalogue } from '../../../../testing/sample-catalogue';
import { toSummary } from '@core/catalogue/provider';
import { RouterNavigation } from '~/lib/router-navigation';
import { CataloguePage } from './catalogue-page';

const datasets = sampleCatalogue().datasets.map(toSummary);

describe('CataloguePage without a DOM (as when prerendered)', () => {
  it('renders its first page, ignoring the query string until hydrated', () => {
    const router = createMemoryRouter(
      [
        {
          path: '/data/catalogue',
          // As app/root.tsx renders every page: the links of ~/i18n/link from React Router
          element: (
            <RouterNavigation>
              <CataloguePage
                inPage
                firstPage={datasets}
                total={datasets.length}
                stats={{ datasets: datasets.length, downloads: 45_200, latest: '2025-09-30' }}
              />
            </RouterNavigation>
          ),
        },
      ],
      {
        initialEntries: ['/data/catalogue?q=water'],
      },
    );
    const html = renderToString(<RouterProvider router={router} />);
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
