import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchableText, searchTerms } from '../../core/catalogue/search-text';
import type { Dataset } from '../../core/catalogue/types';
import { syntheticCatalogue } from '../../scripts/data/synthetic-catalogue';
import { ckanFormats } from '../../core/catalogue/ckan';
import { testCatalogue, testServer } from '../../testing/test-catalogue';
import { storeServer } from '../../testing/catalogue-seed';
import { ENGINES, unavailable } from '../../testing/test-stores';

type Server = { app: Awaited<ReturnType<typeof testServer>>['app'] };
let small: Server;

async function search(server: Server, query: string) {
  const res = await server.app.inject({ url: `/api/3/action/package_search?${query}` });
  expect(res.statusCode, query).toBe(200);
  return res.json().result;
}
const names = async (query: string) =>
  (await search(small, query)).results.map((p: { name: string }) => p.name);
const q = (s: string) => encodeURIComponent(s);

// The same answers from the in-memory search and from each database's (PostgreSQL's where it answers)
describe.each(['memory', ...ENGINES.filter((e) => !unavailable(e))] as const)(
  'package_search (%s)',
  (kind) => {
    let remove: () => Promise<unknown>;
    beforeAll(async () => {
      if (kind === 'memory') {
        const server = await testServer(testCatalogue());
        small = server;
        remove = async () => {
          await server.app.close();
          await rm(server.dir, { recursive: true, force: true });
        };
      } else {
        const server = await storeServer(kind);
        small = server;
        remove = server.remove;
      }
    });
    afterAll(async () => remove?.());

    it('returns CKAN’s result: count, sort, facets, search_facets and 10 packages by default', async () => {
      const r = await search(small, '');
      expect(Object.keys(r).sort()).toEqual(['count', 'facets', 'results', 'search_facets', 'sort']);
      expect(r).toMatchObject({
        count: 4,
        sort: 'score desc, metadata_modified desc',
        facets: {},
        search_facets: {},
      });
      expect(r.results.map((p: { name: string }) => p.name)).toEqual([
        'groundwater-wells',
        'labor-force',
        'industrial-parcels',
        'road-network',
      ]);
      expect(r.results[0].resources).toHaveLength(3);
    });

    it('counts no facets with facet=false, as CKAN, and refuses a facet that is not true or false', async () => {
      const field = q('["organization"]');
      expect(Object.keys((await search(small, `facet.field=${field}`)).facets)).toEqual(['organization']);
      const off = await search(small, `facet=false&facet.field=${field}`);
      expect(off.facets).toEqual({});
      expect(off.search_facets).toEqual({});
      expect(off.count).toBe(4);
      const odd = await small.app.inject({ url: '/api/3/action/package_search?facet=maybe' });
      expect(odd.statusCode).toBe(409);
      expect(odd.json().error).toMatchObject({ __type: 'Validation Error', facet: [expect.any(String)] });
    });

    it('matches q in English and Arabic, with Arabic spelling folded, and field:value words as filters', async () => {
      expect(await names('q=WATER')).toEqual(['groundwater-wells']);
      expect(await names('q=aquifer')).toEqual(['groundwater-wells']);
      expect(await names(`q=${q('احصاءات القوي')}`)).toEqual(['labor-force']);
      expect(await names(`q=${q('الاراضي')}`)).toEqual(['industrial-parcels']);
      expect(await names(`q=${q('*:*')}&rows=1`)).toEqual(['groundwater-wells']);
      expect(await names(`q=${q('roads tags:transport')}`)).toEqual(['road-network']);
      expect(await names(`q=${q('"main roads"')}`)).toEqual(['road-network']);
    });

    it('filters with fq: groups, res_format (CKAN names), organization, tags, licence, name, dates', async () => {
      expect(await names('fq=groups:economy')).toEqual(['labor-force', 'industrial-parcels']);
      expect(await names(`fq=${q('res_format:XLSX')}`)).toEqual(['labor-force']);
      expect(await names(`fq=${q('res_format:shp')}`)).toEqual(['groundwater-wells', 'road-network']);
      expect(await names(`fq=${q('res_format:(DXF OR xlsx)')}`)).toEqual([
        'labor-force',
        'industrial-parcels',
      ]);
      expect(await names(`fq=${q('res_format:(SHP AND KML)')}`)).toEqual(['road-network']);
      expect(await names(`fq=${q('organization:mewa OR organization:transport-authority')}`)).toEqual([
        'road-network',
      ]);
      expect(await names(`fq=${q('groups:economy -organization:hrda-statistics')}`)).toEqual([
        'industrial-parcels',
      ]);
      expect(await names(`fq=${q('NOT groups:economy')}`)).toEqual(['groundwater-wells', 'road-network']);
      expect(await names(`fq=${q('tags:"مياه"')}`)).toEqual(['groundwater-wells']);
      expect(await names(`fq=${q('license_id:ODbL-1.0')}`)).toEqual(['road-network']);
      expect(await names(`fq=${q('name:labor-force')}`)).toEqual(['labor-force']);
      expect(await names(`fq=${q('groups:economy AND res_format:CSV')}`)).toEqual(['labor-force']);
      expect(await names(`fq=${q('metadata_modified:[2025-01-01 TO *]')}`)).toEqual([
        'groundwater-wells',
        'labor-force',
      ]);
      expect(
        await names(`fq=${q('metadata_modified:[2025-06-10T00:00:00Z TO 2025-09-29T23:59:59Z]')}`),
      ).toEqual(['groundwater-wells']);
      expect(await names(`fq=${q('metadata_modified:[2025-06-10T08:00:00.000000Z TO *]')}`)).toEqual([
        'labor-force',
      ]);
      expect(await names(`fq_list=${q('["groups:economy", "organization:hrda-urban-planning"]')}`)).toEqual([
        'industrial-parcels',
      ]);
      expect(await names(`fq=${q('res_format:*')}&rows=0`)).toEqual([]);
      expect((await search(small, `fq=${q('res_format:*')}&rows=0`)).count).toBe(4);
    });

    it('takes Solr’s wildcards in values, as CKAN does: * and ?, against the whole value', async () => {
      expect(await names(`q=${q('name:groundwater*')}`)).toEqual(['groundwater-wells']);
      expect(await names(`fq=${q('name:*-parcels')}`)).toEqual(['industrial-parcels']);
      expect(await names(`fq=${q('tags:wat?r')}`)).toEqual(['groundwater-wells']);
      expect(await names(`fq=${q('tags:مي*')}`)).toEqual(['groundwater-wells']);
      expect(await names(`fq=${q('res_format:SH*')}`)).toEqual(['groundwater-wells', 'road-network']);
      expect(await names(`fq=${q('groups:eco*')}`)).toEqual(['labor-force', 'industrial-parcels']);
      expect(await names(`fq=${q('-name:*-wells')}`)).toEqual([
        'labor-force',
        'industrial-parcels',
        'road-network',
      ]);
      expect(await names(`fq=${q('organization:(mewa OR transport-*)')}`)).toEqual(['road-network']);
      expect(await names(`fq=${q('res_format:zz*')}`)).toEqual([]);
      expect(await names(`fq=${q('name:Groundwater*')}`)).toEqual([]);
      // Escaped, a wildcard is a letter; in q's words, it only splits them
      expect(await names(`fq=${q('name:labor\\*')}`)).toEqual([]);
      expect(await names(`q=${q('ground*')}`)).toEqual(['groundwater-wells']);
      expect(await names(`q=${q('gro*ter')}`)).toEqual(['groundwater-wells']);
    });

    it('sorts by date, title, name and downloads', async () => {
      expect(await names(`sort=${q('metadata_modified desc')}`)).toEqual([
        'labor-force',
        'groundwater-wells',
        'industrial-parcels',
        'road-network',
      ]);
      expect(await names(`sort=${q('title_string asc')}`)).toEqual([
        'groundwater-wells',
        'industrial-parcels',
        'labor-force',
        'road-network',
      ]);
      expect(await names(`sort=${q('title_string desc')}`)).toEqual([
        'road-network',
        'labor-force',
        'industrial-parcels',
        'groundwater-wells',
      ]);
      expect(await names(`sort=${q('name asc')}`)).toEqual([
        'groundwater-wells',
        'industrial-parcels',
        'labor-force',
        'road-network',
      ]);
      expect(await names(`sort=${q('downloads desc')}`)).toEqual([
        'road-network',
        'industrial-parcels',
        'labor-force',
        'groundwater-wells',
      ]);
      expect((await search(small, `sort=${q('name desc')}`)).sort).toBe('name desc');
    });

    it('pages with start and rows', async () => {
      const page = await search(small, 'start=1&rows=2');
      expect(page.count).toBe(4);
      expect(page.results.map((p: { name: string }) => p.name)).toEqual([
        'labor-force',
        'industrial-parcels',
      ]);
      expect((await search(small, 'start=10')).results).toEqual([]);
      expect((await search(small, 'rows=0')).results).toEqual([]);
    });

    it('counts facet values over every match, with CKAN names and display names', async () => {
      const r = await search(
        small,
        `fq=groups:economy&rows=0&facet.field=${q('["groups", "res_format", "organization", "tags", "license_id"]')}`,
      );
      expect(r.facets.groups).toEqual({ economy: 2 });
      expect(r.facets.res_format).toEqual({ CSV: 1, DXF: 1, GeoJSON: 1, KML: 1, PDF: 1, XLSX: 1 });
      expect(r.facets.license_id).toEqual({ 'CC-BY-4.0': 2 });
      expect(r.search_facets.organization).toEqual({
        title: 'organization',
        items: [
          { name: 'hrda-statistics', display_name: 'HRDA Statistics Department', count: 1 },
          { name: 'hrda-urban-planning', display_name: 'HRDA Urban Planning Unit', count: 1 },
        ],
      });
      const limited = await search(small, `rows=0&facet.limit=2&facet.field=${q('["tags"]')}`);
      expect(limited.search_facets.tags.items).toHaveLength(2);
    });
  },
);

describe('package_search over 50,000 datasets', () => {
  const { datasets } = syntheticCatalogue(50_000, testCatalogue().datasets);
  let big: Awaited<ReturnType<typeof testServer>>;
  beforeAll(async () => {
    big = await testServer({ datasets });
  }, 60_000);
  afterAll(async () => {
    await big.app.close();
    await rm(big.dir, { recursive: true, force: true });
  });

  let seed = 11;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const texts = new Map(datasets.map((d) => [d.slug, searchableText(d)]));

  it('answers 100 random searches as a naive filter does', { timeout: 60_000 }, async () => {
    for (let i = 0; i < 100; i++) {
      const sample = pick(datasets);
      const words = next() < 0.7 ? pick(texts.get(sample.slug)!.split(' ')) : '';
      const group = next() < 0.4 ? sample.category.toLowerCase() : null;
      const format = next() < 0.4 ? pick(sample.formats) : null;
      const org = next() < 0.3 ? sample.source : null;
      const fq = [
        group && `groups:${group}`,
        format && `res_format:${ckanFormats[format]}`,
        org && `-organization:${org}`,
      ];
      const start = pick([0, 0, 20, 200]);
      const query = `q=${q(words)}&fq=${q(fq.filter(Boolean).join(' '))}&sort=${q('name asc')}&start=${start}&rows=20`;
      const terms = searchTerms(words);
      const matches = (d: Dataset) =>
        terms.every((t) => texts.get(d.slug)!.includes(t)) &&
        (!group || d.category.toLowerCase() === group) &&
        (!format || d.formats.includes(format)) &&
        (!org || d.source !== org);
      const expected = datasets
        .filter(matches)
        .map((d) => d.slug)
        .sort();
      const r = await search(big, query);
      expect(r.count, query).toBe(expected.length);
      expect(
        r.results.map((p: { name: string }) => p.name),
        query,
      ).toEqual(expected.slice(start, start + 20));
    }
  });
});
