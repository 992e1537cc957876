import { z } from 'zod';
import { defineContent, localized } from './schema';

/**
 * GIS Hub: the map layers (labels, colours, which are on at first) and the Find Assets query's options. The
 * layers' features and the parcels are data: data/layers/ and data/datasets/, published under /gis/ by
 * `npm run build:data` (scripts/data/gis-files.ts); the query runs on them in the browser.
 */

const color = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour such as #1d6fd1');

export const layerIds = ['agricultural', 'groundwater', 'roads', 'industrial', 'electrical'] as const;
export const LayerId = z.enum(layerIds);
export type LayerId = z.infer<typeof LayerId>;

export const zoningIds = ['industrial', 'agricultural', 'residential', 'commercial'] as const;
export const Zoning = z.enum(zoningIds);
export type Zoning = z.infer<typeof Zoning>;

export const sourceIds = ['road', 'water', 'grid'] as const;
export const Source = z.enum(sourceIds);
export type Source = z.infer<typeof Source>;

const Layer = z.object({ id: LayerId, label: localized, color, defaultOn: z.boolean() });

const Gis = z
  .object({
    title: localized,
    subtitle: localized,
    layers: z.array(Layer).length(layerIds.length),
    query: z.object({
      zoning: z
        .array(z.object({ id: Zoning, label: localized, adjective: localized }))
        .length(zoningIds.length),
      defaultZoning: Zoning,
      distancesKm: z.array(z.number().positive()).min(1),
      defaultDistanceKm: z.number().positive(),
      sources: z.array(z.object({ id: Source, label: localized, phrase: localized })).length(3),
      defaultSource: Source,
    }),
    registerNote: localized,
  })
  .superRefine((gis, ctx) => {
    if (!gis.query.distancesKm.includes(gis.query.defaultDistanceKm))
      ctx.addIssue({
        code: 'custom',
        path: ['query', 'defaultDistanceKm'],
        message: 'must be one of distancesKm',
      });
  });

export const gis = defineContent('content/gis.ts', Gis, {
  title: { en: 'GIS Hub', ar: 'منصة نظم المعلومات الجغرافية' },
  subtitle: {
    en: 'Explore the land-use and infrastructure layers of the Hail region and find parcels by zoning and distance to roads, water and power.',
    ar: 'استكشف طبقات استخدامات الأراضي والبنية التحتية في منطقة حائل، وابحث عن قطع الأراضي حسب استخدامها وبُعدها عن الطرق ومصادر المياه وشبكة الكهرباء.',
  },
  layers: [
    {
      id: 'agricultural',
      label: { en: 'Agricultural Areas', ar: 'المناطق الزراعية' },
      color: '#3f8a32',
      defaultOn: true,
    },
    {
      id: 'groundwater',
      label: { en: 'Groundwater Wells', ar: 'آبار المياه الجوفية' },
      color: '#1d6fd1',
      defaultOn: true,
    },
    {
      id: 'roads',
      label: { en: 'Major Road Network', ar: 'شبكة الطرق الرئيسية' },
      color: '#5b5f6b',
      defaultOn: true,
    },
    {
      id: 'industrial',
      label: { en: 'Industrial Zones', ar: 'المناطق الصناعية' },
      color: '#a1580f',
      defaultOn: false,
    },
    {
      id: 'electrical',
      label: { en: 'Electrical Grid', ar: 'الشبكة الكهربائية' },
      color: '#7c3aed',
      defaultOn: false,
    },
  ],
  query: {
    zoning: [
      {
        id: 'industrial',
        label: { en: 'Industrial', ar: 'صناعي' },
        adjective: { en: 'industrial', ar: 'للاستخدام الصناعي' },
      },
      {
        id: 'agricultural',
        label: { en: 'Agricultural', ar: 'زراعي' },
        adjective: { en: 'agricultural', ar: 'للاستخدام الزراعي' },
      },
      {
        id: 'residential',
        label: { en: 'Residential', ar: 'سكني' },
        adjective: { en: 'residential', ar: 'للاستخدام السكني' },
      },
      {
        id: 'commercial',
        label: { en: 'Commercial', ar: 'تجاري' },
        adjective: { en: 'commercial', ar: 'للاستخدام التجاري' },
      },
    ],
    defaultZoning: 'industrial',
    distancesKm: [5, 10, 15, 20],
    defaultDistanceKm: 10,
    sources: [
      {
        id: 'road',
        label: { en: 'Major Road Network', ar: 'شبكة الطرق الرئيسية' },
        phrase: { en: 'the major road network', ar: 'شبكة الطرق الرئيسية' },
      },
      {
        id: 'water',
        label: { en: 'Groundwater Wells', ar: 'آبار المياه الجوفية' },
        phrase: { en: 'a groundwater well', ar: 'بئر مياه جوفية' },
      },
      {
        id: 'grid',
        label: { en: 'Electrical Grid', ar: 'الشبكة الكهربائية' },
        phrase: { en: 'the electrical grid', ar: 'الشبكة الكهربائية' },
      },
    ],
    defaultSource: 'road',
  },
  registerNote: {
    en: 'Parcels from the land parcel register. Distances are straight-line distances in kilometres from the centre of each parcel to the nearest major road, groundwater well and electrical grid line.',
    ar: 'قطع أراضٍ مأخوذة من سجل قطع الأراضي. المسافات مقيسة بخط مستقيم بالكيلومتر من وسط كل قطعة إلى أقرب طريق رئيسي وأقرب بئر مياه جوفية وأقرب خط في الشبكة الكهربائية.',
  },
});
