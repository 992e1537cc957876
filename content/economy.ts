import { z } from 'zod';
import { defineContent, id, localized, uniqueIds } from './schema';

const option = z.object({ id, label: localized });

export const EconomyIndicatorId = z.enum([
  'agricultural-production',
  'labor-force-participation',
  'average-monthly-wages',
  'industrial-output',
  'foreign-direct-investment',
  'business-registration-growth',
]);
export type EconomyIndicatorId = z.infer<typeof EconomyIndicatorId>;

const Economy = z.object({
  title: localized,
  subtitle: localized,
  /** Time Period options; the first is the default. */
  timePeriods: z.array(option).min(1).superRefine(uniqueIds),
  /** Governorate options; the first ('all') stands for the whole region and is checked by default. */
  governorates: z.array(option).min(2).superRefine(uniqueIds),
  /** Key Indicator options, in display order. `published: false` means no series exists yet (no figures shown). */
  indicators: z
    .array(
      z.object({
        id: EconomyIndicatorId,
        label: localized,
        defaultSelected: z.boolean(),
        published: z.boolean(),
      }),
    )
    .superRefine(uniqueIds),
  /** What every published series describes; the dashboard says so when a filter asks for something else. */
  coverage: z.object({ governorate: id, fromYear: z.number().int(), toYear: z.number().int() }),
  agriculture: z.object({
    cardLabel: localized,
    chartTitle: localized,
    chartDescription: localized,
    unit: localized,
    /** Value of agricultural production, SAR millions per year. The summary card shows the latest year. */
    series: z.array(z.object({ year: z.number().int(), value: z.number().positive() })).min(2),
  }),
  labor: z.object({
    cardLabel: localized,
    /** Overall participation rate, percent. */
    rate: z.number().min(0).max(100),
    period: localized,
    chartTitle: localized,
    chartDescription: localized,
    groupLabel: localized,
    /** Participation rate by gender, percent. */
    byGender: z
      .array(z.object({ id, label: localized, value: z.number().min(0).max(100) }))
      .superRefine(uniqueIds),
  }),
  wages: z.object({
    cardLabel: localized,
    /** Average monthly wage across all sectors, SAR, and its year-on-year change in percent. */
    average: z.number().positive(),
    change: z.number(),
    chartTitle: localized,
    chartDescription: localized,
    tableTitle: localized,
    /** Average monthly wage (SAR) and year-on-year growth (percent) by sector. */
    bySector: z
      .array(z.object({ id, label: localized, wage: z.number().positive(), growth: z.number() }))
      .superRefine(uniqueIds),
  }),
});
export type Economy = z.infer<typeof Economy>;

export const economy = defineContent('content/economy.ts', Economy, {
  title: { en: 'Economy & Investment Dashboard', ar: 'لوحة معلومات الاقتصاد والاستثمار' },
  subtitle: {
    en: 'Agriculture, employment and wages across the Hail region: the figures investors and planners ask for first.',
    ar: 'الزراعة والتوظيف والأجور في منطقة حائل: أبرز الأرقام التي يحتاج إليها المستثمرون والمخططون.',
  },
  timePeriods: [
    { id: '2025', label: { en: '2025', ar: '2025' } },
    { id: '2024', label: { en: '2024', ar: '2024' } },
    { id: 'last-5-years', label: { en: 'Last 5 Years', ar: 'آخر 5 سنوات' } },
    { id: 'last-10-years', label: { en: 'Last 10 Years', ar: 'آخر 10 سنوات' } },
  ],
  governorates: [
    { id: 'all', label: { en: 'All Region', ar: 'المنطقة بأكملها' } },
    { id: 'hail-city', label: { en: 'Hail City', ar: 'مدينة حائل' } },
    { id: 'baqaa', label: { en: 'Baqea’', ar: 'بقعاء' } },
    { id: 'ghazalah', label: { en: 'Al-Ghazalah', ar: 'الغزالة' } },
    { id: 'ash-shinan', label: { en: 'Ash Shinan', ar: 'الشنان' } },
    { id: 'al-sulaymi', label: { en: 'As Sulaymi', ar: 'السليمي' } },
    { id: 'samira', label: { en: 'Samira', ar: 'سميراء' } },
  ],
  indicators: [
    {
      id: 'agricultural-production',
      label: { en: 'Agricultural Production Value', ar: 'قيمة الإنتاج الزراعي' },
      defaultSelected: true,
      published: true,
    },
    {
      id: 'labor-force-participation',
      label: { en: 'Labor Force Participation Rate', ar: 'معدل المشاركة في القوى العاملة' },
      defaultSelected: true,
      published: true,
    },
    {
      id: 'average-monthly-wages',
      label: { en: 'Average Monthly Wages (by sector)', ar: 'متوسط الأجور الشهرية (حسب القطاع)' },
      defaultSelected: true,
      published: true,
    },
    {
      id: 'industrial-output',
      label: { en: 'Industrial Output', ar: 'الإنتاج الصناعي' },
      defaultSelected: false,
      published: false,
    },
    {
      id: 'foreign-direct-investment',
      label: { en: 'Foreign Direct Investment', ar: 'الاستثمار الأجنبي المباشر' },
      defaultSelected: false,
      published: false,
    },
    {
      id: 'business-registration-growth',
      label: { en: 'Business Registration Growth', ar: 'نمو تسجيل المنشآت التجارية' },
      defaultSelected: false,
      published: false,
    },
  ],
  coverage: { governorate: 'all', fromYear: 2020, toYear: 2024 },
  agriculture: {
    cardLabel: { en: 'Agricultural Production', ar: 'الإنتاج الزراعي' },
    chartTitle: { en: 'Agricultural Production Value by Year', ar: 'قيمة الإنتاج الزراعي حسب السنة' },
    chartDescription: {
      en: 'Value of crop and livestock production in the Hail region, in SAR millions, by year.',
      ar: 'قيمة الإنتاج النباتي والحيواني في منطقة حائل بالمليون ريال سعودي، حسب السنة.',
    },
    unit: { en: 'SAR millions', ar: 'مليون ريال سعودي' },
    series: [
      { year: 2020, value: 285 },
      { year: 2021, value: 298 },
      { year: 2022, value: 312 },
      { year: 2023, value: 328 },
      { year: 2024, value: 345 },
    ],
  },
  labor: {
    cardLabel: { en: 'Labor Force Participation', ar: 'المشاركة في القوى العاملة' },
    rate: 61.5,
    period: { en: 'Q3 2025', ar: 'الربع الثالث 2025' },
    chartTitle: { en: 'Labor Force Participation by Gender', ar: 'المشاركة في القوى العاملة حسب الجنس' },
    chartDescription: {
      en: 'Share of the working-age population of the Hail region in the labor force, in percent, for men and women.',
      ar: 'نسبة المشاركين في القوى العاملة من السكان في سن العمل بمنطقة حائل، بالنسبة المئوية، للذكور والإناث.',
    },
    groupLabel: { en: 'Gender', ar: 'الجنس' },
    byGender: [
      { id: 'men', label: { en: 'Men', ar: 'الذكور' }, value: 75.1 },
      { id: 'women', label: { en: 'Women', ar: 'الإناث' }, value: 40 },
    ],
  },
  wages: {
    cardLabel: { en: 'Average Monthly Wage', ar: 'متوسط الأجر الشهري' },
    average: 5425,
    change: 8.1,
    chartTitle: { en: 'Average Monthly Wage by Sector', ar: 'متوسط الأجر الشهري حسب القطاع' },
    chartDescription: {
      en: 'Average monthly wage in the Hail region, in SAR, by economic sector.',
      ar: 'متوسط الأجر الشهري في منطقة حائل بالريال السعودي، حسب القطاع الاقتصادي.',
    },
    tableTitle: { en: 'Wages by Sector', ar: 'الأجور حسب القطاع' },
    bySector: [
      { id: 'agriculture', label: { en: 'Agriculture', ar: 'الزراعة' }, wage: 4200, growth: 3.4 },
      {
        id: 'manufacturing',
        label: { en: 'Manufacturing', ar: 'الصناعة التحويلية' },
        wage: 5650,
        growth: 5.2,
      },
      { id: 'services', label: { en: 'Services', ar: 'الخدمات' }, wage: 6800, growth: 4.8 },
      { id: 'construction', label: { en: 'Construction', ar: 'البناء والتشييد' }, wage: 4800, growth: 2.9 },
    ],
  },
});
