import { z } from 'zod';
import { defineContent, id, isoDate, localized, uniqueIds } from './schema';

export const Report = z.object({
  id,
  title: localized,
  /** The kind of report, e.g. 'Quarterly Bulletin'. */
  type: localized,
  /** File size as published, e.g. '3.2 MB'. */
  size: z.string().regex(/^\d+(\.\d+)? (KB|MB)$/, "must be a size such as '3.2 MB'"),
  publishDate: isoDate,
  pages: z.number().int().positive(),
  downloads: z.number().int().nonnegative(),
});
export type Report = z.infer<typeof Report>;

export const reports = defineContent('content/reports.ts', z.array(Report).min(1).superRefine(uniqueIds), [
  {
    id: 'economic-bulletin-q3-2025',
    title: { en: 'Hail Economic Bulletin, Q3 2025', ar: 'النشرة الاقتصادية لمنطقة حائل، الربع الثالث 2025' },
    type: { en: 'Quarterly Bulletin', ar: 'نشرة ربع سنوية' },
    size: '3.2 MB',
    publishDate: '2025-10-20',
    pages: 32,
    downloads: 642,
  },
  {
    id: 'labour-market-h1-2025',
    title: { en: 'Labour Market Review, First Half 2025', ar: 'تقرير سوق العمل، النصف الأول من 2025' },
    type: { en: 'Statistical Report', ar: 'تقرير إحصائي' },
    size: '2.6 MB',
    publishDate: '2025-08-05',
    pages: 28,
    downloads: 518,
  },
  {
    id: 'tourism-statistics-2024',
    title: { en: 'Tourism Statistics 2024', ar: 'إحصاءات السياحة 2024' },
    type: { en: 'Annual Statistics', ar: 'إحصاءات سنوية' },
    size: '4.8 MB',
    publishDate: '2025-04-14',
    pages: 46,
    downloads: 1_105,
  },
  {
    id: 'governorate-profiles-2024',
    title: { en: 'Governorate Profiles 2024', ar: 'الملفات التعريفية للمحافظات 2024' },
    type: { en: 'Regional Profile', ar: 'ملف تعريفي إقليمي' },
    size: '7.1 MB',
    publishDate: '2025-02-09',
    pages: 64,
    downloads: 873,
  },
]);
