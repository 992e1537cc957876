/**
 * The catalogue page searches a small catalogue in memory and a large one through package_search: for every kind
 * of page query, the API catalogue's page of results (core/catalogue/provider.ts), read back as summaries, must
 * be exactly what the memory catalogue gives for the same request.
 */
import { rm } from 'node:fs/promises';
import { cataloguePeriods } from '@content/datasets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageQuery } from '../../core/catalogue/ckan';
import { apiCatalogue, memoryCatalogue, toSummary } from '../../core/catalogue/provider';
import { syntheticCatalogue } from '../../scripts/data/synthetic-catalogue';
import { sampleCatalogue } from '../../testing/sample-catalogue';
import { testServer } from '../../testing/test-catalogue';

const catalogue = syntheticCatalogue(3000, sampleCatalogue().datasets);
/** The catalogue page's query: its period is an id of content/datasets.ts. */
type CatalogueQuery = PageQuery & { period: string | null };
const emptyQuery: CatalogueQuery = { q: '', category: null, period: null, formats: [], sources: [] };
const memory = memoryCatalogue(catalogue.datasets);
let server: Awaited<ReturnType<typeof testServer>>;
// The API catalogue's requests, answered by the test server without a socket.
const api = apiCatalogue('', (async (url: string) => {
  const res = await server.app.inject({ url });
  return new Response(res.body, { status: res.statusCode, headers: { 'content-type': 'application/json' } });
}) as typeof fetch);
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
        const request = { ...query, period: period ?? null, start, rows: 20 };
        const local = memory.search(request);
        const remote = await api.search(request);
        expect(remote.count).toBe(local.count);
        expect(remote.results.map((d) => d.slug)).toEqual(local.results.map((d) => d.slug));
        // The summary survives the round trip whole, Arabic keywords included.
        expect(remote.results).toEqual(local.results.map(toSummary));
      }
    });
  }
});
