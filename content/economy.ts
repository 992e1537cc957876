import { z } from 'zod';
import { REGION } from '../core/indicators/vocabulary';
import { governorates } from './governorates';
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

/** A Time Period: one year (its figures, with the five years to it on trend charts) or the last `span` years. */
const period = z.union([
  z.object({ id, label: localized, year: z.number().int() }).strict(),
  z.object({ id, label: localized, span: z.number().int().min(2) }).strict(),
]);
export type EconomyPeriod = z.infer<typeof period>;

/** A Key Indicator: which register indicator it draws (data/indicators) and how. */
const keyIndicator = z
  .object({
    id: EconomyIndicatorId,
    label: localized,
    defaultSelected: z.boolean(),
    /** The register id whose values (data/indicators/values/<id>.csv) the card and chart show. */
    indicator: id,
    /** 'growth': the year-on-year change of the values, in percent, instead of the values. */
    measure: z.enum(['value', 'growth']).default('value'),
    /** 'trend': a line per governorate over the years; 'groups': bars per breakdown group (Sex, Sector). */
    chart: z.enum(['trend', 'groups']),
    cardLabel: localized,
    /** How the card names the year, `{{year}}` standing for it (e.g. the Labour Force Survey's quarter). */
    cardPeriod: localized.optional(),
    /** The card shows the change (on the year before, or over the period); not for survey rates. */
    cardChange: z.boolean().default(true),
    /** Cards of money in SAR millions show "SAR 345M". */
    money: z.enum(['sar', 'sar-millions']).optional(),
    chartTitle: localized,
    chartDescription: localized,
    /** Labels of the breakdown groups as the dashboard names them (e.g. male: Men), in drawing order. */
    groups: z.array(z.object({ id, label: localized })).optional(),
    groupLabel: localized.optional(),
  })
  .strict()
  .superRefine((k, ctx) => {
    if ((k.chart === 'groups') !== Boolean(k.groups?.length && k.groupLabel))
      ctx.addIssue({ code: 'custom', message: 'groups and groupLabel are given exactly for a groups chart' });
  });
export type EconomyIndicator = z.infer<typeof keyIndicator>;

const Economy = z.object({
  title: localized,
  subtitle: localized,
  /** Time Period options; the first is the default. */
  timePeriods: z.array(period).min(1).superRefine(uniqueIds),
  /**
   * Governorate options, labelled as the dashboard names them; ids are places of the indicator files. The first,
   * the whole region, is checked by default.
   */
  governorates: z
    .array(option)
    .min(2)
    .superRefine(uniqueIds)
    .superRefine((options, ctx) => {
      const known = [REGION, ...governorates.map((g) => g.id)];
      options.forEach((o, i) => {
        if (!known.includes(o.id))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'id'],
            message: `"${o.id}" is not a place: ${known.join(', ')}`,
          });
      });
      if (options[0]?.id !== REGION)
        ctx.addIssue({
          code: 'custom',
          path: [0, 'id'],
          message: `the first option is the region, "${REGION}"`,
        });
    }),
  /** Key Indicator options, in display order. */
  indicators: z.array(keyIndicator).superRefine(uniqueIds),
  /** The detailed table under the wage chart (columns Sector, Average Wage, Growth (YoY)). */
  wageTable: z.object({ indicator: EconomyIndicatorId, title: localized }),
});
export type Economy = z.infer<typeof Economy>;

export const economy = defineContent('content/economy.ts', Economy, {
  title: { en: 'Economy & Investment Dashboard', ar: 'لوحة معلومات الاقتصاد والاستثمار' },
  subtitle: {
    en: 'Agriculture, employment and wages across the Hail region: the figures investors and planners ask for first.',
    ar: 'الزراعة والتوظيف والأجور في منطقة حائل: أبرز الأرقام التي يحتاج إليها المستثمرون والمخططون.',
  },
  timePeriods: [
    { id: '2025', label: { en: '2025', ar: '2025' }, year: 2025 },
    { id: '2024', label: { en: '2024', ar: '2024' }, year: 2024 },
    { id: 'last-5-years', label: { en: 'Last 5 Years', ar: 'آخر 5 سنوات' }, span: 5 },
    { id: 'last-10-years', label: { en: 'Last 10 Years', ar: 'آخر 10 سنوات' }, span: 10 },
  ],
  governorates: [
    { id: 'hail-region', label: { en: 'All Region', ar: 'المنطقة بأكملها' } },
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
      indicator: 'agricultural-production-value',
      chart: 'trend',
      money: 'sar-millions',
      cardLabel: { en: 'Agricultural Production', ar: 'الإنتاج الزراعي' },
      chartTitle: { en: 'Agricultural Production Value by Year', ar: 'قيمة الإنتاج الزراعي حسب السنة' },
      chartDescription: {
        en: 'Value of crop and livestock production, in SAR millions, by year.',
        ar: 'قيمة الإنتاج النباتي والحيواني بالمليون ريال سعودي، حسب السنة.',
      },
    },
    {
      id: 'labor-force-participation',
      label: { en: 'Labor Force Participation Rate', ar: 'معدل المشاركة في القوى العاملة' },
      defaultSelected: true,
      indicator: 'labor-force-participation-rate',
      chart: 'groups',
      cardLabel: { en: 'Labor Force Participation', ar: 'المشاركة في القوى العاملة' },
      cardPeriod: { en: 'Q3 {{year}}', ar: 'الربع الثالث {{year}}' },
      cardChange: false,
      chartTitle: { en: 'Labor Force Participation by Gender', ar: 'المشاركة في القوى العاملة حسب الجنس' },
      chartDescription: {
        en: 'Share of the working-age population in the labor force, in percent, for men and women.',
        ar: 'نسبة المشاركين في القوى العاملة من السكان في سن العمل، بالنسبة المئوية، للذكور والإناث.',
      },
      groupLabel: { en: 'Gender', ar: 'الجنس' },
      groups: [
        { id: 'male', label: { en: 'Men', ar: 'الذكور' } },
        { id: 'female', label: { en: 'Women', ar: 'الإناث' } },
      ],
    },
    {
      id: 'average-monthly-wages',
      label: { en: 'Average Monthly Wages (by sector)', ar: 'متوسط الأجور الشهرية (حسب القطاع)' },
      defaultSelected: true,
      indicator: 'average-monthly-wage',
      chart: 'groups',
      money: 'sar',
      cardLabel: { en: 'Average Monthly Wage', ar: 'متوسط الأجر الشهري' },
      chartTitle: { en: 'Average Monthly Wage by Sector', ar: 'متوسط الأجر الشهري حسب القطاع' },
      chartDescription: {
        en: 'Average monthly wage, in SAR, by economic sector.',
        ar: 'متوسط الأجر الشهري بالريال السعودي، حسب القطاع الاقتصادي.',
      },
      groupLabel: { en: 'Sector', ar: 'القطاع' },
      groups: [
        { id: 'agriculture', label: { en: 'Agriculture', ar: 'الزراعة' } },
        { id: 'manufacturing', label: { en: 'Manufacturing', ar: 'الصناعة التحويلية' } },
        { id: 'services', label: { en: 'Services', ar: 'الخدمات' } },
        { id: 'construction', label: { en: 'Construction', ar: 'البناء والتشييد' } },
      ],
    },
    {
      id: 'industrial-output',
      label: { en: 'Industrial Output', ar: 'الإنتاج الصناعي' },
      defaultSelected: false,
      indicator: 'industrial-output',
      chart: 'trend',
      money: 'sar-millions',
      cardLabel: { en: 'Industrial Output', ar: 'الإنتاج الصناعي' },
      chartTitle: { en: 'Industrial Output by Year', ar: 'الإنتاج الصناعي حسب السنة' },
      chartDescription: {
        en: 'Gross value of industrial output, in SAR millions, by year.',
        ar: 'القيمة الإجمالية للإنتاج الصناعي بالمليون ريال سعودي، حسب السنة.',
      },
    },
    {
      id: 'foreign-direct-investment',
      label: { en: 'Foreign Direct Investment', ar: 'الاستثمار الأجنبي المباشر' },
      defaultSelected: false,
      indicator: 'foreign-direct-investment',
      chart: 'trend',
      money: 'sar-millions',
      cardLabel: { en: 'Foreign Direct Investment', ar: 'الاستثمار الأجنبي المباشر' },
      chartTitle: { en: 'Foreign Direct Investment by Year', ar: 'الاستثمار الأجنبي المباشر حسب السنة' },
      chartDescription: {
        en: 'Inflows of foreign direct investment, in SAR millions, by year.',
        ar: 'تدفقات الاستثمار الأجنبي المباشر بالمليون ريال سعودي، حسب السنة.',
      },
    },
    {
      id: 'business-registration-growth',
      label: { en: 'Business Registration Growth', ar: 'نمو تسجيل المنشآت التجارية' },
      defaultSelected: false,
      indicator: 'new-business-registrations',
      measure: 'growth',
      chart: 'trend',
      cardLabel: { en: 'Business Registration Growth', ar: 'نمو تسجيل المنشآت التجارية' },
      cardChange: false,
      chartTitle: { en: 'Business Registration Growth by Year', ar: 'نمو تسجيل المنشآت التجارية حسب السنة' },
      chartDescription: {
        en: 'Change in the number of new commercial registrations on the year before, in percent.',
        ar: 'التغير في عدد السجلات التجارية الجديدة مقارنة بالسنة السابقة، بالنسبة المئوية.',
      },
    },
  ],
  wageTable: {
    indicator: 'average-monthly-wages',
    title: { en: 'Wages by Sector', ar: 'الأجور حسب القطاع' },
  },
});
