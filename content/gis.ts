import { z } from 'zod';
import { parcelRegister, schematicLayers } from '../scripts/data/gis-register';
import { defineContent, id, localized, uniqueIds } from './schema';

const layers = schematicLayers();

/**
 * GIS Hub: map layers, the schematic drawing of the region, the Find Assets query options and the parcel register.
 * The schematic and the register are computed from the data files under data/: the schematic projects every
 * layer into its own 800 × 600 units; each parcel's distances are measured from its centre to the nearest road,
 * well and grid line, and are what the query filters on.
 */

const color = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour such as #1d6fd1');
const point = z.tuple([z.number().min(0).max(800), z.number().min(0).max(600)]);
const path = z.array(point).min(2);

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

const IndustrialZone = z.object({
  id,
  name: localized,
  x: z.number(),
  y: z.number(),
  width: z.number().positive(),
  height: z.number().positive(),
});
export type IndustrialZone = z.infer<typeof IndustrialZone>;

const prefix: Record<Zoning, string> = {
  industrial: 'IND',
  agricultural: 'AGR',
  residential: 'RES',
  commercial: 'COM',
};

export const Parcel = z
  .object({
    /** Zoning prefix, planning district, parcel number: IND-08-1134 */
    id: z.string().regex(/^(IND|AGR|RES|COM)-\d{2}-\d{4}$/, 'must look like IND-08-1134'),
    zoning: Zoning,
    /** Hectares */
    area: z.number().positive(),
    /** Straight-line distances in km, precomputed for each parcel. */
    distances: z
      .object({ road: z.number().min(0), water: z.number().min(0), grid: z.number().min(0) })
      .strict(),
    /** Where the parcel is drawn on the schematic. */
    position: point,
    /** The industrial zone the parcel lies in (industrial parcels); other parcels name their locality. */
    zoneId: id.optional(),
    locality: localized.optional(),
  })
  .superRefine((p, ctx) => {
    if (!p.id.startsWith(prefix[p.zoning]))
      ctx.addIssue({
        code: 'custom',
        path: ['id'],
        message: `a ${p.zoning} parcel id starts with ${prefix[p.zoning]}`,
      });
    if (p.zoning === 'industrial' ? !p.zoneId || p.locality : p.zoneId || !p.locality)
      ctx.addIssue({
        code: 'custom',
        path: ['zoneId'],
        message: 'industrial parcels have a zoneId, others a locality',
      });
  });
export type Parcel = z.infer<typeof Parcel>;

const Gis = z
  .object({
    title: localized,
    subtitle: localized,
    layers: z.array(Layer).length(layerIds.length),
    schematic: z.object({
      /** A place label drawn on the schematic (the city). */
      city: z.object({ name: localized, outline: path.min(3), label: point }),
      fields: z.array(z.object({ at: point, radius: z.number().positive() })).min(1),
      wells: z.array(point).min(1),
      roads: z.array(path).min(1),
      grid: z.array(path).min(1),
      industrialZones: z.array(IndustrialZone).min(1).superRefine(uniqueIds),
    }),
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
    parcels: z.array(Parcel).min(1).superRefine(uniqueIds),
  })
  .superRefine((gis, ctx) => {
    if (!gis.query.distancesKm.includes(gis.query.defaultDistanceKm))
      ctx.addIssue({
        code: 'custom',
        path: ['query', 'defaultDistanceKm'],
        message: 'must be one of distancesKm',
      });
    gis.parcels.forEach((p, i) => {
      const zone = gis.schematic.industrialZones.find((z) => z.id === p.zoneId);
      if (p.zoneId && !zone)
        ctx.addIssue({
          code: 'custom',
          path: ['parcels', i, 'zoneId'],
          message: `unknown zone "${p.zoneId}"`,
        });
      const [x, y] = p.position;
      if (zone && (x < zone.x || x > zone.x + zone.width || y < zone.y || y > zone.y + zone.height))
        ctx.addIssue({
          code: 'custom',
          path: ['parcels', i, 'position'],
          message: `must lie inside zone ${zone.id}`,
        });
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
  // Drawn from the data files under data/ (scripts/data/gis-register.ts).
  schematic: { ...layers, city: { ...layers.city, name: { en: 'Hail City', ar: 'مدينة حائل' } } },
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
  // The land parcels of data/datasets/industrial-zone-parcels, with distances computed from the roads, wells
  // and grid under data/.
  parcels: parcelRegister() as z.input<typeof Parcel>[],
});
