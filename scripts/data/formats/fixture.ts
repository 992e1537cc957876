/**
 * Test fixtures: a table and point, line and polygon geodata with Arabic text, written as dataset folders in a
 * temporary directory and read through loadDataset, like the real data under data/datasets.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Field } from '../../../app/features/catalogue/lib/types.ts';
import { loadDataset, type LoadedDataset } from '../load.ts';

const allFormats = ['CSV', 'Excel', 'JSON', 'GeoJSON', 'KML', 'Shapefile', 'PDF', 'DXF'];

const field = (name: string, type: Field['type'], en: string, ar: string, unit?: string): Field => ({
  name,
  type,
  title: { en, ar },
  ...(unit && { unit }),
});

function meta(id: number, title: [string, string], fields: Field[], file: string, formats: string[]) {
  return {
    id,
    title: { en: title[0], ar: title[1] },
    description: {
      en: `${title[0]} in the Hail region, a fixture for the format tests.`,
      ar: `${title[1]} في منطقة حائل، بيانات اختبار لصيغ التنزيل.`,
    },
    keywords: { en: ['test'], ar: ['اختبار'] },
    category: 'Environment',
    publisher: 'mewa',
    contactPoint: {
      name: { en: 'Open Data Office', ar: 'مكتب البيانات المفتوحة' },
      email: 'data@example.org',
    },
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
  };
}

const wellFields = [
  field('well_id', 'string', 'Well', 'البئر'),
  field('name_ar', 'string', 'Name (Arabic)', 'الاسم'),
  field('depth_m', 'number', 'Depth', 'العمق', 'm'),
  field('capacity_m3_per_day', 'integer', 'Daily capacity', 'السعة اليومية', 'm³'),
  field('capacity_m3_per_year', 'integer', 'Yearly capacity', 'السعة السنوية', 'm³'),
  field('drilled', 'date', 'Drilled', 'تاريخ الحفر'),
  field('status', 'string', 'Status', 'الحالة'),
];

const point = (coordinates: number[], properties: object) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates },
  properties,
});

const wells = [
  point([41.6901234567, 27.5212345678], {
    well_id: 'W-001',
    name_ar: 'بئر الخطة',
    depth_m: 120.5,
    capacity_m3_per_day: 850,
    capacity_m3_per_year: 310250,
    drilled: '2019-05-04',
    status: 'عاملة',
  }),
  point([42.01, 27.9], {
    well_id: 'W-002',
    name_ar: 'بئر بقعاء، الشمالية "أ"',
    depth_m: 98,
    capacity_m3_per_day: 1200,
    capacity_m3_per_year: 438000,
    drilled: '2021-11-30',
    status: null,
  }),
  point([40.95, 27.1], {
    well_id: 'W-003',
    name_ar: 'بئر الشملي',
    depth_m: 240.25,
    capacity_m3_per_day: 400,
    capacity_m3_per_year: 146000,
    drilled: null,
    status: 'متوقفة',
  }),
];

const roads = [
  [
    'R-65',
    'طريق حائل - الجوف',
    212.4,
    4,
    [
      [41.69, 27.52],
      [41.2, 28.4],
      [40.21, 29.79],
    ],
  ],
  [
    'R-70',
    'طريق حائل - بقعاء',
    160,
    2,
    [
      [41.69, 27.52],
      [42.4, 27.7],
      [42.8, 27.88],
    ],
  ],
].map(([road_id, name_ar, length_km, lanes, coordinates]) => ({
  type: 'Feature',
  geometry: { type: 'LineString', coordinates },
  properties: { road_id, name_ar, length_km, lanes },
}));

/** Longer than a shapefile text field (254 bytes) and than any PDF cell. */
export const longArabic = 'أرض زراعية مروية بالتنقيط '.repeat(20).trim();

/** The first parcel has a hole; both outer rings run counter-clockwise, as RFC 7946 asks. */
const parcels = [
  [
    'P-1',
    'مزرعة النخيل',
    52.75,
    [
      [
        [41.6, 27.5],
        [41.7, 27.5],
        [41.7, 27.6],
        [41.6, 27.6],
        [41.6, 27.5],
      ],
      [
        [41.62, 27.52],
        [41.62, 27.54],
        [41.64, 27.54],
        [41.64, 27.52],
        [41.62, 27.52],
      ],
    ],
  ],
  [
    'P-2',
    'مزرعة القمح',
    18.5,
    [
      [
        [42.0, 27.8],
        [42.05, 27.8],
        [42.05, 27.85],
        [42.0, 27.8],
      ],
    ],
    longArabic,
  ],
].map(([parcel_id, owner_ar, area_ha, coordinates, land_use = 'زراعي']) => ({
  type: 'Feature',
  geometry: { type: 'Polygon', coordinates },
  properties: { parcel_id, owner_ar, area_ha, land_use },
}));

const tableFields = [
  field('governorate_id', 'string', 'Governorate', 'المحافظة'),
  field('governorate_ar', 'string', 'Governorate (Arabic)', 'اسم المحافظة'),
  field('population', 'integer', 'Population', 'السكان', 'persons'),
  field('growth_rate', 'number', 'Growth rate', 'معدل النمو', '%'),
  field('census_date', 'date', 'Census date', 'تاريخ التعداد'),
  field('note', 'string', 'Note', 'ملاحظة'),
];

const table = [
  'governorate_id,governorate_ar,population,growth_rate,census_date,note',
  'HAIL,حائل,"412000",2.35,2022-05-10,"Capital, ""seat"" of the region"',
  'BAQAA,بقعاء,36500,1.1,2022-05-10,',
  `SHINAN,الشنان,25120,-0.4,2022-05-10,${longArabic}`,
].join('\r\n');

/** Writes the four fixture datasets into a new temporary folder and loads them. */
export function fixtureDatasets() {
  const root = mkdtempSync(path.join(tmpdir(), 'hail-formats-'));
  const write = (slug: string, metaJson: object, file: string, data: string) => {
    mkdirSync(path.join(root, slug));
    writeFileSync(path.join(root, slug, 'dataset.json'), JSON.stringify(metaJson));
    writeFileSync(path.join(root, slug, file), data);
    return loadDataset(path.join(root, slug));
  };
  const collection = (features: object[]) => JSON.stringify({ type: 'FeatureCollection', features });
  const datasets: Record<'table' | 'points' | 'lines' | 'polygons', LoadedDataset> = {
    table: write(
      'governorate-population',
      meta(1, ['Governorate population', 'سكان المحافظات'], tableFields, 'population.csv', [
        'CSV',
        'Excel',
        'JSON',
        'PDF',
      ]),
      'population.csv',
      '\uFEFF' + table,
    ),
    points: write(
      'water-wells',
      meta(2, ['Water wells', 'آبار المياه'], wellFields, 'wells.geojson', allFormats),
      'wells.geojson',
      collection(wells),
    ),
    lines: write(
      'road-segments',
      meta(
        3,
        ['Road segments', 'مقاطع الطرق'],
        [
          field('road_id', 'string', 'Road', 'الطريق'),
          field('name_ar', 'string', 'Name', 'الاسم'),
          field('length_km', 'number', 'Length', 'الطول', 'km'),
          field('lanes', 'integer', 'Lanes', 'المسارات'),
        ],
        'roads.geojson',
        allFormats,
      ),
      'roads.geojson',
      collection(roads),
    ),
    polygons: write(
      'farm-parcels',
      meta(
        4,
        ['Farm parcels', 'قطع المزارع'],
        [
          field('parcel_id', 'string', 'Parcel', 'القطعة'),
          field('owner_ar', 'string', 'Owner', 'المالك'),
          field('area_ha', 'number', 'Area', 'المساحة', 'ha'),
          field('land_use', 'string', 'Land use', 'استخدام الأرض'),
        ],
        'parcels.geojson',
        allFormats,
      ),
      'parcels.geojson',
      collection(parcels),
    ),
  };
  return { root, datasets };
}
