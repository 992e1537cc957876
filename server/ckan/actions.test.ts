import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSources } from '../../content/datasets';
import { site } from '../../content/site';
import { INJECT_ORIGIN, testCatalogue, testServer } from '../../testing/test-catalogue';
import { seedBytes, storeServer } from '../../testing/catalogue-seed';
import { ENGINES, unavailable } from '../../testing/test-stores';

let server: { app: Awaited<ReturnType<typeof testServer>>['app'] };

async function result(url: string) {
  const res = await server.app.inject({ url: `/api/3/action/${url}` });
  expect(res.statusCode, url).toBe(200);
  return res.json().result;
}

// The same answers from a catalogue in memory and from each database's (PostgreSQL's where it answers); the
// store's files are at their version's address and are the seed's own bytes.
describe.each(['memory', ...ENGINES.filter((e) => !unavailable(e))] as const)(
  'the read actions (%s)',
  (kind) => {
    beforeAll(async () => {
      if (kind === 'memory') {
        const memory = await testServer(testCatalogue());
        server = memory;
        remove = () => memory.app.close().then(() => rm(memory.dir, { recursive: true, force: true }));
      } else {
        const store = await storeServer(kind);
        server = store;
        remove = store.remove;
      }
    });
    afterAll(async () => remove?.());
    let remove: () => Promise<unknown>;
    const fileUrl = (slug: string, name: string) =>
      `${INJECT_ORIGIN}/downloads/${slug}/${kind === 'memory' ? '' : 'v1/'}${name}`;

    describe('package_show', () => {
      it('returns the dataset as CKAN 2.10 does, in both languages, with absolute addresses', async () => {
        const p = await result('package_show?id=groundwater-wells');
        expect(p).toMatchObject({
          id: 'groundwater-wells',
          name: 'groundwater-wells',
          title: 'Groundwater Well Locations',
          title_translated: { en: 'Groundwater Well Locations', ar: 'مواقع آبار المياه الجوفية' },
          notes: 'Wells drawing on the Saq aquifer.',
          notes_translated: { ar: 'آبار تستمد مياهها من طبقة الساق.' },
          url: `${INJECT_ORIGIN}/data/catalogue/groundwater-wells`,
          state: 'active',
          private: false,
          type: 'dataset',
          metadata_created: '2024-02-15T00:00:00',
          metadata_modified: '2025-06-10T00:00:00',
          license_id: 'CC-BY-4.0',
          license_url: 'https://creativecommons.org/licenses/by/4.0/',
          maintainer_email: 'opendata@hailhub.sa',
          owner_org: 'hail-water-resources',
          organization: { id: 'hail-water-resources', name: 'hail-water-resources', is_organization: true },
          groups: [
            { id: 'environment', name: 'environment', title: 'Environment', display_name: 'Environment' },
          ],
          num_tags: 4,
          num_resources: 3,
        });
        expect(p.organization.title_translated.ar).toBe('هيئة الموارد المائية بمنطقة حائل');
        expect(p.tags.map((t: { name: string }) => t.name)).toEqual(['water', 'wells', 'مياه', 'آبار']);
        expect(p.tags[2]).toEqual({
          id: 'مياه',
          name: 'مياه',
          display_name: 'مياه',
          state: 'active',
          vocabulary_id: null,
        });
        expect(p.resources.map((r: { format: string }) => r.format)).toEqual(['SHP', 'GeoJSON', 'CSV']);
        expect(p.resources[1]).toMatchObject({
          id: 'groundwater-wells-geojson',
          package_id: 'groundwater-wells',
          name: 'groundwater-wells.geojson',
          url: fileUrl('groundwater-wells', 'groundwater-wells.geojson'),
          mimetype: 'application/geo+json',
          size: kind === 'memory' ? 1001 : seedBytes('groundwater-wells.geojson').length,
          last_modified: '2025-06-10T00:00:00',
          position: 1,
          state: 'active',
        });
        const extras = Object.fromEntries(
          p.extras.map((e: { key: string; value: string }) => [e.key, e.value]),
        );
        expect(JSON.parse(extras.spatial)).toEqual({
          type: 'Polygon',
          coordinates: [
            [
              [41, 26.5],
              [42.5, 26.5],
              [42.5, 28],
              [41, 28],
              [41, 26.5],
            ],
          ],
        });
        expect(extras).toMatchObject({
          temporal_start: '2020-01-01',
          temporal_end: '2024-12-31',
          frequency: 'annual',
          illustrative: 'true',
        });
      });

      it('has every key CKAN 2.10 returns, null where unset', async () => {
        const p = await result('package_show?id=road-network');
        expect(p).toMatchObject({
          isopen: true,
          version: null,
          creator_user_id: null,
          relationships_as_subject: [],
          relationships_as_object: [],
        });
        for (const r of p.resources)
          expect(r).toMatchObject({
            hash: null,
            mimetype_inner: null,
            resource_type: null,
            cache_url: null,
            cache_last_updated: null,
          });
      });

      it('current_package_list_with_resources: the most recently modified first, paged', async () => {
        const all = await result('current_package_list_with_resources');
        expect(all.map((p: { name: string }) => p.name)).toEqual([
          'labor-force',
          'groundwater-wells',
          'industrial-parcels',
          'road-network',
        ]);
        expect(all[0].resources).toHaveLength(3);
        const names = async (query: string) =>
          (await result(`current_package_list_with_resources?${query}`)).map((p: { name: string }) => p.name);
        expect(await names('limit=2&offset=1')).toEqual(['groundwater-wells', 'industrial-parcels']);
        expect(await names('limit=3&page=2')).toEqual(['road-network']);
        const wrong = await server.app.inject({
          url: '/api/3/action/current_package_list_with_resources?limit=x',
        });
        expect(wrong.statusCode).toBe(409);
      });

      it('gives every format its CKAN name', async () => {
        expect(
          (await result('package_show?id=labor-force')).resources.map((r: { format: string }) => r.format),
        ).toEqual(['CSV', 'XLSX', 'PDF']);
        expect(
          (await result('package_show?id=industrial-parcels')).resources.map(
            (r: { format: string }) => r.format,
          ),
        ).toEqual(['GeoJSON', 'KML', 'DXF']);
      });
    });

    describe('lists and records', () => {
      it('package_list: names in alphabetical order, paged', async () => {
        expect(await result('package_list')).toEqual([
          'groundwater-wells',
          'industrial-parcels',
          'labor-force',
          'road-network',
        ]);
        expect(await result('package_list?limit=2&offset=1')).toEqual(['industrial-parcels', 'labor-force']);
      });

      it('organization_list and organization_show: every publisher with its dataset count', async () => {
        expect(await result('organization_list?sort=name asc')).toEqual(dataSources.map((s) => s.id).sort());
        const all = await result('organization_list?all_fields=true&sort=package_count desc&limit=2');
        expect(all.map((o: { name: string; package_count: number }) => [o.name, o.package_count])).toEqual([
          ['hail-water-resources', 1],
          ['hrda-statistics', 1],
        ]);
        const mewa = await result('organization_show?id=mewa');
        expect(mewa).toMatchObject({
          name: 'mewa',
          package_count: 0,
          title: 'Ministry of Environment, Water and Agriculture',
        });
        expect(mewa.packages).toBeUndefined();
        const stats = await result('organization_show?id=hrda-statistics&include_datasets=true');
        expect(stats.packages.map((p: { name: string }) => p.name)).toEqual(['labor-force']);
      });

      it('group_list and group_show: every category, Governance included with no datasets', async () => {
        expect(await result('group_list?sort=name asc')).toEqual([
          'economy',
          'environment',
          'governance',
          'infrastructure',
          'society',
        ]);
        const groups = await result('group_list?all_fields=true');
        expect(groups.find((g: { name: string }) => g.name === 'governance')).toMatchObject({
          title: 'Governance',
          title_translated: { ar: 'الحوكمة' },
          package_count: 0,
        });
        expect(await result('group_show?id=economy')).toMatchObject({ name: 'economy', package_count: 2 });
        expect((await result('group_show?id=Economy&include_datasets=true')).packages).toHaveLength(2);
      });

      it('tag_list: English and Arabic keywords, filtered by query', async () => {
        const tags = await result('tag_list');
        expect(tags).toContain('water');
        expect(tags).toContain('إحصاءات');
        expect(new Set(tags).size).toBe(tags.length);
        expect(await result('tag_list?query=WAT')).toEqual(['water']);
        expect(await result(`tag_list?query=${encodeURIComponent('طر')}&all_fields=true`)).toEqual([
          { id: 'طرق', name: 'طرق', display_name: 'طرق', state: 'active', vocabulary_id: null },
        ]);
      });

      it('resource_show, license_list, status_show, help_show', async () => {
        expect(await result('resource_show?id=labor-force-excel')).toMatchObject({
          package_id: 'labor-force',
          format: 'XLSX',
          url: fileUrl('labor-force', 'labor-force.xlsx'),
          position: 1,
        });
        expect((await result('license_list')).map((l: { id: string }) => l.id)).toEqual([
          'CC-BY-4.0',
          'ODbL-1.0',
        ]);
        expect(await result('status_show')).toMatchObject({
          site_url: INJECT_ORIGIN,
          site_title: site.name.en,
          ckan_version: expect.stringMatching(/^2\.10/),
          node_version: process.version,
        });
        expect(await result('help_show?name=package_search')).toMatch(
          /rows: how many results, from 0 to 1000/,
        );
      });
    });
  },
);
