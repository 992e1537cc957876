/**
 * The catalogue page searches a large catalogue through package_search (core/catalogue/ckan.ts):
 * for every kind of page query, the API's page of results, read back as catalogue summaries, must be exactly what
 * the in-page search gives for the same query.
 */
import { rm } from 'node:fs/promises';
import { cataloguePeriods } from '@content/datasets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSummary } from '../../app/features/catalogue/lib/catalogue.server';
import { fromCkanPackage, searchParams, type CkanPackage } from '../../core/catalogue/ckan';
import { emptyQuery, type CatalogueQuery } from '../../app/features/catalogue/lib/filter';
import { createSearchIndex, searchCatalogue } from '../../core/catalogue/search';
import { syntheticCatalogue } from '../../testing/synthetic-catalogue';
import { sampleCatalogue } from '../../testing/sample-catalogue';
import { testServer } from '../../testing/test-catalogue';

const catalogue = syntheticCatalogue(3000, sampleCatalogue().datasets);
const index = createSearchIndex(catalogue.datasets);
let server: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  server = await testServer(catalogue);
});
afterAll(async () => {
  await server.app.close();
  await rm(server.dir, { recursive: true, force: true });
});

const queries: Partial<CatalogueQuery>[] = [
  {},
  { q: 'water' },
  { q: 'السكان' },
  { q: 'population census' },
  { category: 'Economy' },
  { category: 'Governance' },
  { formats: ['Excel', 'Shapefile'] },
  { sources: ['mewa', 'hrda-statistics'] },
  { period: '2024' },
  { period: 'last-5-years', category: 'Environment', formats: ['GeoJSON'] },
  { q: 'roads', period: '2025', sources: ['transport-authority'] },
  { q: 'no such words anywhere' },
  { q: 'water OR wells' },
  { q: 'Population AND census' },
  { q: 'census *' },
];

describe('the page’s remote search', () => {
  for (const partial of queries) {
    it(`gives the in-page results for ${JSON.stringify(partial)}`, async () => {
      const query = { ...emptyQuery, ...partial };
      const period = cataloguePeriods.find((p) => p.id === query.period);
      for (const start of [0, 40]) {
        const res = await server.app.inject({
          url: `/api/3/action/package_search?${searchParams(query, period, start, 20)}`,
        });
        expect(res.statusCode).toBe(200);
        const { result } = res.json() as { result: { count: number; results: CkanPackage[] } };
        const local = searchCatalogue(index, { ...query, period: period ?? null, start, rows: 20 });
        expect(result.count).toBe(local.count);
        const remote = result.results.map(fromCkanPackage);
        expect(remote.map((d) => d.slug)).toEqual(local.results.map((d) => d.slug));
        // The summary survives the round trip whole, Arabic keywords included.
        expect(remote).toEqual(local.results.map(toSummary));
      }
    });
  }
});
