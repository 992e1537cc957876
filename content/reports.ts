import { z } from 'zod';
import { defineContent, id, isoDate, localized, uniqueIds } from './schema';

export const Report = z.object({
  id,
  title: localized,
  /** The kind of report, e.g. 'Quarterly Bulletin'. */
  type: localized,
  /** What it covers: the summary of its PDF. */
  description: localized,
  publishDate: isoDate,
  downloads: z.number().int().nonnegative(),
  /** The published indicators its PDF reports on; page count and size come from the built file. */
  indicators: z.array(id).min(1),
  /** 'governorates': a table per governorate instead of a chart per indicator. */
  view: z.enum(['charts', 'governorates']).default('charts'),
});
export type Report = z.infer<typeof Report>;

export const reports = defineContent('content/reports.ts', z.array(Report).min(1).superRefine(uniqueIds), [
  {
    id: 'economic-bulletin-q3-2025',
    title: { en: 'Hail Economic Bulletin, Q3 2025', ar: 'النشرة الاقتصادية لمنطقة حائل، الربع الثالث 2025' },
    type: { en: 'Quarterly Bulletin', ar: 'نشرة ربع سنوية' },
    description: {
      en: 'The regional economy this quarter: output and growth, wages and foreign investment.',
      ar: 'اقتصاد المنطقة في هذا الربع: الناتج والنمو والأجور والاستثمار الأجنبي.',
    },
    publishDate: '2025-10-20',
    downloads: 642,
    indicators: ['gross-regional-product', 'grp-growth', 'average-monthly-wage', 'foreign-direct-investment'],
  },
  {
    id: 'labour-market-h1-2025',
    title: { en: 'Labour Market Review, First Half 2025', ar: 'تقرير سوق العمل، النصف الأول من 2025' },
    type: { en: 'Statistical Report', ar: 'تقرير إحصائي' },
    description: {
      en: 'Jobs in the region: unemployment, participation, Saudization and women in work.',
      ar: 'الوظائف في المنطقة: البطالة والمشاركة في القوى العاملة والتوطين وعمل المرأة.',
    },
    publishDate: '2025-08-05',
    downloads: 518,
    indicators: [
      'unemployment-rate',
      'youth-unemployment-rate',
      'labor-force-participation-rate',
      'saudization-rate',
      'female-share-of-employment',
    ],
  },
  {
    id: 'tourism-statistics-2024',
    title: { en: 'Tourism Statistics 2024', ar: 'إحصاءات السياحة 2024' },
    type: { en: 'Annual Statistics', ar: 'إحصاءات سنوية' },
    description: {
      en: "Visitors to the region, what they spend, hotel occupancy and tourism's share of the economy.",
      ar: 'زوار المنطقة وإنفاقهم وإشغال الفنادق وحصة السياحة من الاقتصاد.',
    },
    publishDate: '2025-04-14',
    downloads: 1_105,
    indicators: [
      'annual-tourists',
      'tourism-spending-per-visitor',
      'hotel-occupancy-rate',
      'tourism-share-of-grp',
    ],
  },
  {
    id: 'governorate-profiles-2024',
    title: { en: 'Governorate Profiles 2024', ar: 'الملفات التعريفية للمحافظات 2024' },
    type: { en: 'Regional Profile', ar: 'ملف تعريفي إقليمي' },
    description: {
      en: 'Each governorate in figures: population, households, jobs and services.',
      ar: 'كل محافظة بالأرقام: السكان والأسر والوظائف والخدمات.',
    },
    publishDate: '2025-02-09',
    downloads: 873,
    indicators: [
      'population',
      'household-size',
      'unemployment-rate',
      'households-connected-to-piped-water',
      'broadband-coverage',
    ],
    view: 'governorates',
  },
]);
