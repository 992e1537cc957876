import { z } from 'zod';
import { datasetCategories, datasetFormats } from '../core/catalogue/types';
import { defineContent, id, localized, uniqueIds } from './schema';

/**
 * The catalogue's page texts, filters and publishers. The datasets themselves live under data/datasets/ (see
 * data/README.md); the data build publishes them as build/data/catalogue.json.
 */

/** Thematic categories of the catalogue; Governance is offered by the filter although no sample uses it yet. */
export const DatasetCategory = z.enum(datasetCategories);

/** File formats a dataset can be downloaded in; DWG drawings are published as DXF. */
export const DatasetFormat = z.enum(datasetFormats);

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
    { id: 'gastat', name: { en: 'General Authority for Statistics', ar: 'الهيئة العامة للإحصاء' } },
    { id: 'moh', name: { en: 'Ministry of Health', ar: 'وزارة الصحة' } },
    { id: 'moe', name: { en: 'Ministry of Education', ar: 'وزارة التعليم' } },
    {
      id: 'hrsd',
      name: {
        en: 'Ministry of Human Resources and Social Development',
        ar: 'وزارة الموارد البشرية والتنمية الاجتماعية',
      },
    },
    { id: 'momah', name: { en: 'Ministry of Municipalities and Housing', ar: 'وزارة البلديات والإسكان' } },
    { id: 'hail-municipality', name: { en: 'Hail Region Municipality', ar: 'أمانة منطقة حائل' } },
    { id: 'dga', name: { en: 'Digital Government Authority', ar: 'هيئة الحكومة الرقمية' } },
    { id: 'mof', name: { en: 'Ministry of Finance', ar: 'وزارة المالية' } },
    {
      id: 'nazaha',
      name: { en: 'Oversight and Anti-Corruption Authority', ar: 'هيئة الرقابة ومكافحة الفساد' },
    },
    {
      id: 'cst',
      name: { en: 'Communications, Space and Technology Commission', ar: 'هيئة الاتصالات والفضاء والتقنية' },
    },
    { id: 'mc', name: { en: 'Ministry of Commerce', ar: 'وزارة التجارة' } },
    { id: 'misa', name: { en: 'Ministry of Investment', ar: 'وزارة الاستثمار' } },
    { id: 'mt', name: { en: 'Ministry of Tourism', ar: 'وزارة السياحة' } },
    {
      id: 'mim',
      name: { en: 'Ministry of Industry and Mineral Resources', ar: 'وزارة الصناعة والثروة المعدنية' },
    },
    { id: 'sama', name: { en: 'Saudi Central Bank', ar: 'البنك المركزي السعودي' } },
    {
      id: 'monshaat',
      name: {
        en: 'Small and Medium Enterprises General Authority',
        ar: 'الهيئة العامة للمنشآت الصغيرة والمتوسطة',
      },
    },
    { id: 'sec', name: { en: 'Saudi Electricity Company', ar: 'الشركة السعودية للكهرباء' } },
    { id: 'ncm', name: { en: 'National Center for Meteorology', ar: 'المركز الوطني للأرصاد' } },
    {
      id: 'ncvc',
      name: {
        en: 'National Center for Vegetation Cover Development and Combating Desertification',
        ar: 'المركز الوطني لتنمية الغطاء النباتي ومكافحة التصحر',
      },
    },
    {
      id: 'ncec',
      name: {
        en: 'National Center for Environmental Compliance',
        ar: 'المركز الوطني للرقابة على الالتزام البيئي',
      },
    },
    { id: 'nwc', name: { en: 'National Water Company', ar: 'شركة المياه الوطنية' } },
  ],
);

const year = z.number().int().min(1900).max(2100);

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
export const catalogueFormats = datasetFormats;

/** What the catalogue page's address may name (core/catalogue/page-query.ts reads it with these). */
export const catalogueQueryOptions = {
  categories: catalogueCategories.map((c) => c.id),
  periods: cataloguePeriods,
  formats: catalogueFormats,
  sources: dataSources.map((s) => s.id),
};
