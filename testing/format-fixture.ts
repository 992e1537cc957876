/**
 * Test fixtures: a table and point, line and polygon geodata with Arabic text, written as dataset folders in a
 * temporary directory and read through loadDataset, like the real data under data/datasets.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatasetFormat, Field } from '../core/catalogue/types.ts';
import { loadDataset } from '../scripts/data/load.ts';

const geoFormats: DatasetFormat[] = ['GeoJSON', 'CSV', 'Excel', 'JSON', 'KML', 'Shapefile', 'PDF', 'DXF'];

/** Longer than a shapefile text field (254 bytes) and than any PDF cell. */
export const longArabic = 'أرض زراعية مروية بالتنقيط '.repeat(20).trim();

const field = (name: string, type: Field['type'], en: string, ar: string, unit?: string): Field => ({
  name,
  type,
  title: { en, ar },
  ...(unit && { unit }),
});

const meta = (id: number, title: string[], fields: Field[], file: string, formats = geoFormats) => ({
  id,
  title: { en: title[0], ar: title[1] },
  description: {
    en: `${title[0]} in the Hail region, a fixture for the format tests.`,
    ar: `${title[1]} في منطقة حائل، بيانات اختبار لصيغ التنزيل.`,
  },
  keywords: { en: ['test'], ar: ['اختبار'] },
  category: 'Environment',
  publisher: 'mewa',
  contactPoint: { name: { en: 'Open Data Office', ar: 'مكتب البيانات المفتوحة' }, email: 'data@example.org' },
  license: 'CC-BY-4.0',
  spatial: { en: 'Hail Region', ar: 'منطقة حائل' },
  temporal: { from: '2023-01-01', to: '2024-12-31' },
  frequency: 'annual',
  issued: '2024-03-01',
  modified: '2025-02-14',
  provenance: { en: 'Sample figures made for tests.', ar: 'أرقام نموذجية أعدت للاختبار.' },
  illustrative: true,
  downloads: 0,
  featured: false,
  formats,
  file: { path: file, fields },
});

/** "x y, x y, ..." to positions. */
const line = (text: string) => text.split(', ').map((p) => p.split(' ').map(Number));

const collection = (type: string, rows: [string | number[][] | number[][][], object][]) =>
  JSON.stringify({
    type: 'FeatureCollection',
    features: rows.map(([coordinates, properties]) => ({
      type: 'Feature',
      geometry: { type, coordinates: typeof coordinates === 'string' ? line(coordinates)[0] : coordinates },
      properties,
    })),
  });

const wells = collection('Point', [
  [
    '41.6901234567 27.5212345678',
    {
      well_id: 'W-001',
      name_ar: 'بئر الخطة',
      depth_m: 120.5,
      capacity_m3_per_day: 850,
      capacity_m3_per_year: 310250,
      drilled: '2019-05-04',
      status: 'عاملة',
    },
  ],
  [
    '42.01 27.9',
    {
      well_id: 'W-002',
      name_ar: 'بئر بقعاء، الشمالية "أ"',
      depth_m: 98,
      capacity_m3_per_day: 1200,
      capacity_m3_per_year: 438000,
      drilled: '2021-11-30',
      status: null,
    },
  ],
  [
    '40.95 27.1',
    {
      well_id: 'W-003',
      name_ar: 'بئر الشملي',
      depth_m: 240.25,
      capacity_m3_per_day: 400,
      capacity_m3_per_year: 146000,
      drilled: null,
      status: 'متوقفة',
    },
  ],
]);

const roads = collection('LineString', [
  [
    line('41.69 27.52, 41.2 28.4, 40.21 29.79'),
    {
      road_id: 'R-65',
      name_ar: 'طريق حائل - الجوف',
      length_km: 212.4,
      lanes: 4,
      surface_type_primary: 'أسفلت',
      surface_type_secondary: 'حصى',
    },
  ],
  [
    line('41.69 27.52, 42.4 27.7, 42.8 27.88'),
    {
      road_id: 'R-70',
      name_ar: 'طريق حائل - بقعاء',
      length_km: 160,
      lanes: 2,
      surface_type_primary: 'أسفلت',
      surface_type_secondary: null,
    },
  ],
]);

/** The first parcel has a hole; outer rings run counter-clockwise, as RFC 7946 asks. */
const parcels = collection('Polygon', [
  [
    [
      line('41.6 27.5, 41.7 27.5, 41.7 27.6, 41.6 27.6, 41.6 27.5'),
      line('41.62 27.52, 41.62 27.54, 41.64 27.54, 41.64 27.52, 41.62 27.52'),
    ],
    { parcel_id: 'P-1', owner_ar: 'مزرعة النخيل', area_ha: 52.75, land_use: 'زراعي' },
  ],
  [
    [line('42 27.8, 42.05 27.8, 42.05 27.85, 42 27.8')],
    { parcel_id: 'P-2', owner_ar: 'مزرعة القمح', area_ha: 18.5, land_use: longArabic },
  ],
]);

const table = [
  'governorate_id,governorate_ar,population,growth_rate,census_date,note',
  'HAIL,حائل,"412000",2.35,2022-05-10,"Capital, ""seat"" of the region"',
  'BAQAA,بقعاء,36500,1.1,2022-05-10,',
  `SHINAN,الشنان,25120,-0.4,2022-05-10,${longArabic}`,
].join('\r\n');

const fixtures = {
  table: meta(
    1,
    ['Governorate population', 'سكان المحافظات'],
    [
      field('governorate_id', 'string', 'Governorate', 'المحافظة'),
      field('governorate_ar', 'string', 'Governorate (Arabic)', 'اسم المحافظة'),
      field('population', 'integer', 'Population', 'السكان', 'persons'),
      field('growth_rate', 'number', 'Growth rate', 'معدل النمو', '%'),
      field('census_date', 'date', 'Census date', 'تاريخ التعداد'),
      field('note', 'string', 'Note', 'ملاحظة'),
    ],
    'population.csv',
    ['CSV', 'Excel', 'JSON', 'PDF'],
  ),
  points: meta(
    2,
    ['Water wells', 'آبار المياه'],
    [
      field('well_id', 'string', 'Well', 'البئر'),
      field('name_ar', 'string', 'Name (Arabic)', 'الاسم'),
      field('depth_m', 'number', 'Depth', 'العمق', 'm'),
      field('capacity_m3_per_day', 'integer', 'Daily capacity', 'السعة اليومية', 'm³'),
      field('capacity_m3_per_year', 'integer', 'Yearly capacity', 'السعة السنوية', 'm³'),
      field('drilled', 'date', 'Drilled', 'تاريخ الحفر'),
      field('status', 'string', 'Status', 'الحالة'),
    ],
    'wells.geojson',
  ),
  lines: meta(
    3,
    ['Road segments', 'مقاطع الطرق'],
    [
      field('road_id', 'string', 'Road', 'الطريق'),
      field('name_ar', 'string', 'Name', 'الاسم'),
      field('length_km', 'number', 'Length', 'الطول', 'km'),
      field('lanes', 'integer', 'Lanes', 'المسارات'),
      field('surface_type_primary', 'string', 'Surface', 'نوع السطح'),
      field('surface_type_secondary', 'string', 'Shoulder surface', 'نوع سطح الأكتاف'),
    ],
    'roads.geojson',
  ),
  polygons: meta(
    4,
    ['Farm parcels', 'قطع المزارع'],
    [
      field('parcel_id', 'string', 'Parcel', 'القطعة'),
      field('owner_ar', 'string', 'Owner', 'المالك'),
      field('area_ha', 'number', 'Area', 'المساحة', 'ha'),
      field('land_use', 'string', 'Land use', 'استخدام الأرض'),
    ],
    'parcels.geojson',
  ),
};
const data = { table: '\uFEFF' + table, points: wells, lines: roads, polygons: parcels };
const slugs = {
  table: 'governorate-population',
  points: 'water-wells',
  lines: 'road-segments',
  polygons: 'farm-parcels',
};

/** Writes the four fixture datasets into a new temporary folder and loads them. */
export function fixtureDatasets() {
  const root = mkdtempSync(path.join(tmpdir(), 'hail-formats-'));
  const load = (key: keyof typeof fixtures) => {
    const dir = path.join(root, slugs[key]);
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'dataset.json'), JSON.stringify(fixtures[key]));
    writeFileSync(path.join(dir, fixtures[key].file.path), data[key]);
    return loadDataset(dir);
  };
  return {
    root,
    table: load('table'),
    points: load('points'),
    lines: load('lines'),
    polygons: load('polygons'),
  };
}
