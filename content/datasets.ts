import { z } from 'zod';
import { defineContent, id, isoDate, localized, uniqueIds } from './schema';

/** Thematic categories of the catalogue; Governance is offered by the filter although no sample uses it yet. */
export const DatasetCategory = z.enum(['Economy', 'Environment', 'Infrastructure', 'Society', 'Governance']);
export type DatasetCategory = z.infer<typeof DatasetCategory>;

/** File formats a dataset can be downloaded in (the real files arrive with the data build). */
export const DatasetFormat = z.enum(['CSV', 'Excel', 'JSON', 'Shapefile', 'PDF', 'GeoJSON', 'KML', 'DWG']);
export type DatasetFormat = z.infer<typeof DatasetFormat>;

/** A publishing organisation; datasets refer to it by id so each name is written once. */
export const DataSource = z.object({ id, name: localized });
export type DataSource = z.infer<typeof DataSource>;

export const dataSources = defineContent(
  'content/datasets.ts (dataSources)',
  z.array(DataSource).min(1).superRefine(uniqueIds),
  [
    {
      id: 'hrda-urban-planning',
      name: { en: 'HRDA Urban Planning Unit', ar: 'وحدة التخطيط العمراني بهيئة تطوير منطقة حائل' },
    },
    {
      id: 'hrda-statistics',
      name: { en: 'HRDA Statistics Department', ar: 'إدارة الإحصاء بهيئة تطوير منطقة حائل' },
    },
    {
      id: 'mewa',
      name: { en: 'Ministry of Environment, Water and Agriculture', ar: 'وزارة البيئة والمياه والزراعة' },
    },
    {
      id: 'hail-water-resources',
      name: { en: 'Hail Water Resources Authority', ar: 'هيئة الموارد المائية بمنطقة حائل' },
    },
    {
      id: 'transport-authority',
      name: { en: 'Transport General Authority – Hail Branch', ar: 'الهيئة العامة للنقل – فرع حائل' },
    },
  ],
);

const year = z.number().int().min(1900).max(2100);

export const CatalogueDataset = z
  .object({
    id: z.number().int().positive(),
    title: localized,
    description: localized,
    /** Date of the last revision of the published files (YYYY-MM-DD). */
    lastUpdated: isoDate,
    /** Id of an entry in `dataSources`. */
    source: id,
    /** Shown as is; the data build will compute it from the real files. */
    fileSize: z.string().regex(/^\d+(\.\d+)? (KB|MB|GB)$/, "must be a size such as '15 MB'"),
    category: DatasetCategory,
    formats: z.array(DatasetFormat).min(1),
    downloads: z.number().int().nonnegative(),
    featured: z.boolean(),
    /** Years the data describes (temporal coverage), used by the Time Period filter. */
    coverage: z.object({ from: year, to: year }).refine((c) => c.from <= c.to, 'from must not be after to'),
  })
  .strict();
export type CatalogueDataset = z.infer<typeof CatalogueDataset>;

export const catalogueDatasets = defineContent(
  'content/datasets.ts',
  z
    .array(CatalogueDataset)
    .min(1)
    .superRefine(uniqueIds)
    .superRefine((items, ctx) => {
      const known = new Set(dataSources.map((s) => s.id));
      items.forEach((item, index) => {
        if (!known.has(item.source))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'source'],
            message: `unknown source "${item.source}"`,
          });
      });
    }),
  [
    {
      id: 1,
      title: { en: 'Industrial Zone Parcels', ar: 'قطع الأراضي في المناطق الصناعية' },
      description: {
        en: 'Boundaries, areas and zoning of serviced parcels in the Hail industrial city and the planned logistics zone, with road and utility access for investors.',
        ar: 'حدود قطع الأراضي المطوّرة بالخدمات ومساحاتها واستخداماتها المعتمدة في مدينة حائل الصناعية والمنطقة اللوجستية المخطط لها، مع بيانات ربطها بالطرق والمرافق لخدمة المستثمرين.',
      },
      lastUpdated: '2025-09-15',
      source: 'hrda-urban-planning',
      fileSize: '15 MB',
      category: 'Economy',
      formats: ['Shapefile', 'GeoJSON', 'KML', 'DWG'],
      downloads: 1247,
      featured: true,
      coverage: { from: 2025, to: 2025 },
    },
    {
      id: 2,
      title: { en: 'Labor Force Statistics', ar: 'إحصاءات القوى العاملة' },
      description: {
        en: 'Quarterly labor force participation, employment and unemployment by gender, age group and governorate for the Hail region.',
        ar: 'بيانات ربعية عن المشاركة في القوى العاملة والتوظيف والبطالة في منطقة حائل، حسب الجنس والفئة العمرية والمحافظة.',
      },
      lastUpdated: '2025-09-30',
      source: 'hrda-statistics',
      fileSize: '2.4 MB',
      category: 'Economy',
      formats: ['CSV', 'Excel', 'PDF'],
      downloads: 2341,
      featured: false,
      coverage: { from: 2020, to: 2025 },
    },
    {
      id: 3,
      title: { en: 'Agricultural Production Value 2020-2024', ar: 'قيمة الإنتاج الزراعي 2020-2024' },
      description: {
        en: 'Annual value of crop and livestock production in SAR millions, including wheat, dates, olives, fodder and poultry, by governorate.',
        ar: 'القيمة السنوية للإنتاج النباتي والحيواني بالمليون ريال سعودي، ومنه القمح والتمور والزيتون والأعلاف والدواجن، حسب المحافظة.',
      },
      lastUpdated: '2025-03-20',
      source: 'mewa',
      fileSize: '1.1 MB',
      category: 'Economy',
      formats: ['CSV', 'Excel', 'JSON'],
      downloads: 987,
      featured: false,
      coverage: { from: 2020, to: 2024 },
    },
    {
      id: 4,
      title: { en: 'Groundwater Well Locations', ar: 'مواقع آبار المياه الجوفية' },
      description: {
        en: 'Locations, depths and licensed abstraction of monitored groundwater wells drawing on the Saq and Tabuk aquifers across the region.',
        ar: 'مواقع آبار المياه الجوفية الخاضعة للرصد وأعماقها وكميات السحب المرخّصة منها، وهي آبار تستمد مياهها من طبقتي الساق وتبوك المائيتين في أنحاء المنطقة.',
      },
      lastUpdated: '2025-06-10',
      source: 'hail-water-resources',
      fileSize: '8.7 MB',
      category: 'Environment',
      formats: ['Shapefile', 'GeoJSON', 'CSV'],
      downloads: 678,
      featured: false,
      coverage: { from: 2015, to: 2025 },
    },
    {
      id: 5,
      title: { en: 'Major Road Network', ar: 'شبكة الطرق الرئيسية' },
      description: {
        en: 'Centrelines of highways and main roads in the Hail region, with road class, number of lanes and surface type.',
        ar: 'خطوط محاور الطرق السريعة والرئيسية في منطقة حائل، مع تصنيف الطريق وعدد المسارات ونوع الرصف.',
      },
      lastUpdated: '2024-11-18',
      source: 'transport-authority',
      fileSize: '24 MB',
      category: 'Infrastructure',
      formats: ['Shapefile', 'GeoJSON', 'KML'],
      downloads: 1534,
      featured: false,
      coverage: { from: 2024, to: 2024 },
    },
    {
      id: 6,
      title: { en: 'Population Census 2025', ar: 'التعداد السكاني 2025' },
      description: {
        en: 'Population by governorate, gender, age group and nationality from the 2025 census, with household counts and growth since 2022.',
        ar: 'السكان حسب المحافظة والجنس والفئة العمرية والجنسية وفق تعداد 2025، مع أعداد الأسر ونسب النمو منذ عام 2022.',
      },
      lastUpdated: '2025-09-28',
      source: 'hrda-statistics',
      fileSize: '5.6 MB',
      category: 'Society',
      formats: ['CSV', 'Excel', 'PDF', 'JSON'],
      downloads: 3201,
      featured: true,
      coverage: { from: 2025, to: 2025 },
    },
  ],
);

/** Title and lead of the catalogue page. */
export const cataloguePage = defineContent(
  'content/datasets.ts (cataloguePage)',
  z.object({ title: localized, description: localized }),
  {
    title: { en: 'Data Catalogue', ar: 'فهرس البيانات' },
    description: {
      en: 'Browse and download open datasets about the Hail region, published by the authority and its partner agencies.',
      ar: 'تصفّح مجموعات البيانات المفتوحة عن منطقة حائل ونزّلها، وهي صادرة عن الهيئة والجهات الشريكة لها.',
    },
  },
);

/** Headline figures of the whole catalogue (the samples above are a subset). */
export const catalogueStats = defineContent(
  'content/datasets.ts (catalogueStats)',
  z.object({
    totalDatasets: z.number().int().nonnegative(),
    totalDownloads: z.number().int().nonnegative(),
    latestUpdate: localized,
  }),
  { totalDatasets: 156, totalDownloads: 45_200, latestUpdate: { en: 'Q3 2025', ar: 'الربع الثالث 2025' } },
);

/** Options of the Category filter, in display order. */
export const catalogueCategories = defineContent(
  'content/datasets.ts (catalogueCategories)',
  z.array(z.object({ id: DatasetCategory, label: localized })).superRefine(uniqueIds),
  [
    { id: 'Economy', label: { en: 'Economy', ar: 'الاقتصاد' } },
    { id: 'Environment', label: { en: 'Environment', ar: 'البيئة' } },
    { id: 'Infrastructure', label: { en: 'Infrastructure', ar: 'البنية التحتية' } },
    { id: 'Society', label: { en: 'Society', ar: 'المجتمع' } },
    { id: 'Governance', label: { en: 'Governance', ar: 'الحوكمة' } },
  ],
);

/**
 * Options of the Time Period filter, in display order. A period keeps the datasets whose coverage overlaps its
 * years; 'all' (no years) keeps every dataset. 'Last 5 Years' is fixed to the years the catalogue covers now.
 */
export const CataloguePeriod = z.object({ id, label: localized, from: year.optional(), to: year.optional() });
export type CataloguePeriod = z.infer<typeof CataloguePeriod>;

export const cataloguePeriods = defineContent(
  'content/datasets.ts (cataloguePeriods)',
  z.array(CataloguePeriod).superRefine(uniqueIds),
  [
    { id: 'all', label: { en: 'All Time', ar: 'جميع الفترات' } },
    { id: '2025', label: { en: '2025', ar: '2025' }, from: 2025, to: 2025 },
    { id: '2024', label: { en: '2024', ar: '2024' }, from: 2024, to: 2024 },
    { id: 'last-5-years', label: { en: 'Last 5 Years', ar: 'آخر 5 سنوات' }, from: 2021, to: 2025 },
  ],
);

/** Options of the File Format filter, in display order. */
export const catalogueFormats = DatasetFormat.options;
