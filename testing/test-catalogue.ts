/** A small catalogue with known values for the API's tests, and a server that serves it (or a given one). */
import type { Catalogue, Dataset } from '../core/catalogue/types.ts';
import { resourceFor } from '../scripts/data/catalogue.ts';
import { buildServer, type ServerOptions } from '../server/app.ts';
import { testBuild } from './test-build.ts';

const ccBy = {
  id: 'CC-BY-4.0',
  title: 'Creative Commons Attribution 4.0 International',
  url: 'https://creativecommons.org/licenses/by/4.0/',
};

function dataset(id: number, slug: string, fields: Partial<Dataset>): Dataset {
  const formats = fields.formats ?? ['CSV'];
  const resources = formats.map((f, i) => resourceFor(slug, f, 1000 * id + i));
  return {
    id,
    slug,
    title: { en: `Dataset ${id}`, ar: `مجموعة البيانات ${id}` },
    description: { en: 'Figures for the region.', ar: 'أرقام المنطقة.' },
    category: 'Economy',
    source: 'hrda-statistics',
    formats,
    downloads: 100 * id,
    featured: false,
    modified: '2025-01-01',
    coverage: { from: 2020, to: 2024 },
    size: resources[0]!.size,
    keywords: { en: ['statistics'], ar: ['إحصاءات'] },
    resources,
    issued: '2024-01-01',
    temporal: { from: '2020-01-01', to: '2024-12-31' },
    frequency: 'annual',
    license: ccBy,
    contactPoint: {
      name: { en: 'Open Data Team', ar: 'فريق البيانات المفتوحة' },
      email: 'opendata@hailhub.sa',
    },
    spatial: { label: { en: 'Hail Region', ar: 'منطقة حائل' }, bbox: [40.5, 26.1, 43.9, 28.9] },
    provenance: { en: 'Test figures.', ar: 'أرقام للاختبار.' },
    illustrative: true,
    kind: 'table',
    geometryType: null,
    fields: [],
    records: 10,
    preview: [],
    ...fields,
  };
}

export function testCatalogue(): Catalogue {
  return {
    datasets: [
      dataset(1, 'groundwater-wells', {
        title: { en: 'Groundwater Well Locations', ar: 'مواقع آبار المياه الجوفية' },
        description: { en: 'Wells drawing on the Saq aquifer.', ar: 'آبار تستمد مياهها من طبقة الساق.' },
        category: 'Environment',
        source: 'hail-water-resources',
        formats: ['Shapefile', 'GeoJSON', 'CSV'],
        keywords: { en: ['water', 'wells'], ar: ['مياه', 'آبار'] },
        modified: '2025-06-10',
        issued: '2024-02-15',
        kind: 'features',
        geometryType: 'Point',
        spatial: { label: { en: 'Hail Region', ar: 'منطقة حائل' }, bbox: [41, 26.5, 42.5, 28] },
      }),
      dataset(2, 'labor-force', {
        title: { en: 'Labor Force Statistics', ar: 'إحصاءات القوى العاملة' },
        description: { en: 'Quarterly employment by governorate.', ar: 'التوظيف الربعي حسب المحافظة.' },
        formats: ['CSV', 'Excel', 'PDF'],
        keywords: { en: ['employment', 'statistics'], ar: ['توظيف', 'إحصاءات'] },
        modified: '2025-09-30',
        frequency: 'quarterly',
      }),
      dataset(3, 'industrial-parcels', {
        title: { en: 'Industrial Zone Parcels', ar: 'قطع الأراضي الصناعية' },
        description: { en: 'Parcels of the industrial city.', ar: 'قطع المدينة الصناعية.' },
        source: 'hrda-urban-planning',
        formats: ['GeoJSON', 'KML', 'DXF'],
        keywords: { en: ['industry', 'land'], ar: ['صناعة', 'أراضٍ'] },
        modified: '2024-11-18',
      }),
      dataset(4, 'road-network', {
        title: { en: 'Major Road Network', ar: 'شبكة الطرق الرئيسية' },
        description: { en: 'Highways and main roads.', ar: 'الطرق السريعة والرئيسية.' },
        category: 'Infrastructure',
        source: 'transport-authority',
        formats: ['Shapefile', 'GeoJSON', 'KML'],
        keywords: { en: ['roads', 'transport'], ar: ['طرق', 'نقل'] },
        modified: '2024-01-05',
        license: {
          id: 'ODbL-1.0',
          title: 'Open Data Commons Open Database License',
          url: 'https://opendatacommons.org/licenses/odbl/1-0/',
        },
      }),
    ],
  };
}

/** A server over a temporary, nearly empty build (the API needs no pages). */
export async function testServer(catalogue?: Catalogue, options: Partial<ServerOptions> = {}) {
  const { dir, root } = await testBuild();
  return { dir, app: await buildServer({ root, catalogue, ...options }) };
}

/** The address of requests made with app.inject (Host: localhost:80), on which the API builds its URLs. */
export const INJECT_ORIGIN = 'http://localhost:80';
