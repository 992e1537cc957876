import { z } from 'zod';
import { defineContent, id, localized, uniqueIds } from './schema';

/**
 * GIS Hub: map layers, the schematic drawing of the region, the Find Assets query options and the parcel register.
 * The schematic is a drawing in its own units (800 × 600, about 0.1 km per unit); it is not a map. The parcel
 * distances are precomputed figures of the register and are what the query filters on.
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
  schematic: {
    city: {
      name: { en: 'Hail City', ar: 'مدينة حائل' },
      outline: [
        [330, 240],
        [420, 225],
        [470, 260],
        [460, 320],
        [400, 350],
        [320, 345],
        [290, 295],
      ],
      label: [300, 232],
    },
    fields: [
      { at: [150, 180], radius: 42 },
      { at: [240, 130], radius: 34 },
      { at: [100, 280], radius: 38 },
      { at: [180, 430], radius: 40 },
      { at: [690, 515], radius: 30 },
      { at: [720, 400], radius: 30 },
      { at: [70, 90], radius: 28 },
    ],
    wells: [
      [140, 150],
      [230, 110],
      [100, 260],
      [270, 190],
      [160, 420],
      [700, 560],
      [720, 380],
      [60, 80],
    ],
    roads: [
      [
        [380, 0],
        [395, 300],
        [420, 600],
      ],
      [
        [0, 340],
        [395, 300],
        [800, 250],
      ],
      [
        [395, 300],
        [600, 130],
        [800, 60],
      ],
    ],
    grid: [
      [
        [60, 560],
        [300, 470],
        [560, 470],
        [800, 520],
      ],
      [
        [560, 470],
        [600, 330],
        [700, 180],
      ],
      [
        [300, 470],
        [250, 250],
        [200, 80],
      ],
    ],
    industrialZones: [
      {
        id: 'hail-industrial-city',
        name: { en: 'Hail Industrial City', ar: 'مدينة حائل الصناعية' },
        x: 440,
        y: 330,
        width: 90,
        height: 60,
      },
      {
        id: 'north-logistics',
        name: { en: 'North Logistics Zone', ar: 'المنطقة اللوجستية الشمالية' },
        x: 560,
        y: 160,
        width: 80,
        height: 50,
      },
      {
        id: 'southern-industrial',
        name: { en: 'Southern Industrial Area', ar: 'المنطقة الصناعية الجنوبية' },
        x: 520,
        y: 500,
        width: 90,
        height: 60,
      },
    ],
  },
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
    en: 'Parcels from the land parcel register. Distances are straight-line distances in kilometres to the nearest major road, groundwater well and electrical grid line.',
    ar: 'قطع أراضٍ مأخوذة من سجل قطع الأراضي. المسافات مقيسة بخط مستقيم بالكيلومتر إلى أقرب طريق رئيسي وأقرب بئر مياه جوفية وأقرب خط في الشبكة الكهربائية.',
  },
  parcels: [
    {
      id: 'IND-08-1134',
      zoning: 'industrial',
      area: 15.3,
      distances: { road: 4.2, water: 23.5, grid: 13.5 },
      position: [455, 335],
      zoneId: 'hail-industrial-city',
    },
    {
      id: 'IND-08-1187',
      zoning: 'industrial',
      area: 22.1,
      distances: { road: 8.3, water: 21.5, grid: 8.0 },
      position: [505, 370],
      zoneId: 'hail-industrial-city',
    },
    {
      id: 'IND-12-0215',
      zoning: 'industrial',
      area: 18.7,
      distances: { road: 6.7, water: 20.6, grid: 5.5 },
      position: [620, 200],
      zoneId: 'north-logistics',
    },
    {
      id: 'IND-15-0342',
      zoning: 'industrial',
      area: 31.4,
      distances: { road: 13.5, water: 15.3, grid: 6.0 },
      position: [550, 530],
      zoneId: 'southern-industrial',
    },
    {
      id: 'IND-15-0378',
      zoning: 'industrial',
      area: 12.6,
      distances: { road: 17.4, water: 11.1, grid: 6.7 },
      position: [590, 545],
      zoneId: 'southern-industrial',
    },
    {
      id: 'AGR-03-0412',
      zoning: 'agricultural',
      area: 48.6,
      distances: { road: 13.9, water: 3.6, grid: 7.8 },
      position: [150, 185],
      locality: { en: 'Western farmlands', ar: 'المزارع الغربية' },
    },
    {
      id: 'AGR-03-0457',
      zoning: 'agricultural',
      area: 36.2,
      distances: { road: 14.7, water: 3.2, grid: 2.1 },
      position: [240, 140],
      locality: { en: 'Western farmlands', ar: 'المزارع الغربية' },
    },
    {
      id: 'AGR-03-0498',
      zoning: 'agricultural',
      area: 52.9,
      distances: { road: 5.4, water: 1.6, grid: 14.6 },
      position: [105, 275],
      locality: { en: 'Western farmlands', ar: 'المزارع الغربية' },
    },
    {
      id: 'AGR-05-0120',
      zoning: 'agricultural',
      area: 41.7,
      distances: { road: 10.3, water: 2.5, grid: 8.3 },
      position: [185, 425],
      locality: { en: 'South-western farmlands', ar: 'المزارع الجنوبية الغربية' },
    },
    {
      id: 'AGR-07-0233',
      zoning: 'agricultural',
      area: 29.8,
      distances: { road: 24.4, water: 5.2, grid: 1.4 },
      position: [685, 510],
      locality: { en: 'South-eastern farmlands', ar: 'المزارع الجنوبية الشرقية' },
    },
    {
      id: 'RES-01-2210',
      zoning: 'residential',
      area: 6.4,
      distances: { road: 4.3, water: 10.6, grid: 9.5 },
      position: [350, 260],
      locality: { en: 'Hail City, north-west', ar: 'شمال غرب مدينة حائل' },
    },
    {
      id: 'RES-01-2245',
      zoning: 'residential',
      area: 4.8,
      distances: { road: 5.3, water: 18.0, grid: 5.4 },
      position: [330, 360],
      locality: { en: 'Hail City, south-west', ar: 'جنوب غرب مدينة حائل' },
    },
    {
      id: 'RES-02-0871',
      zoning: 'residential',
      area: 8.2,
      distances: { road: 1.9, water: 18.4, grid: 18.0 },
      position: [450, 230],
      locality: { en: 'Hail City, north-east', ar: 'شمال شرق مدينة حائل' },
    },
    {
      id: 'RES-04-0319',
      zoning: 'residential',
      area: 5.5,
      distances: { road: 1.8, water: 14.0, grid: 1.2 },
      position: [280, 330],
      locality: { en: 'Hail City, west', ar: 'غرب مدينة حائل' },
    },
    {
      id: 'COM-01-0560',
      zoning: 'commercial',
      area: 3.2,
      distances: { road: 0.6, water: 16.6, grid: 14.9 },
      position: [410, 280],
      locality: { en: 'Hail City centre', ar: 'وسط مدينة حائل' },
    },
    {
      id: 'COM-01-0588',
      zoning: 'commercial',
      area: 2.7,
      distances: { road: 1.7, water: 17.0, grid: 11.1 },
      position: [380, 320],
      locality: { en: 'Hail City centre', ar: 'وسط مدينة حائل' },
    },
    {
      id: 'COM-02-0134',
      zoning: 'commercial',
      area: 4.1,
      distances: { road: 1.4, water: 22.8, grid: 10.0 },
      position: [520, 270],
      locality: { en: 'Eastern ring road', ar: 'الطريق الدائري الشرقي' },
    },
    {
      id: 'COM-06-0047',
      zoning: 'commercial',
      area: 1.9,
      distances: { road: 10.6, water: 14.1, grid: 0.7 },
      position: [300, 440],
      locality: { en: 'Southern districts', ar: 'الأحياء الجنوبية' },
    },
  ],
});
