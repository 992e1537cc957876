import { z } from 'zod';
import { defineContent, id, localized, uniqueIds } from './schema';

/**
 * /tools/dashboards: the portal's dashboards and views, each with the question it answers and what its live
 * thumbnail draws (from the published indicators at build time, never a screenshot).
 */
const Preview = z.discriminatedUnion('kind', [
  /** The region's series of an indicator, as a line. */
  z.object({ kind: z.literal('line'), indicator: id }),
  /** An indicator's latest value in each governorate, as bars. */
  z.object({ kind: z.literal('governorates'), indicator: id }),
  /** How many SDG-aligned indicators are at each progress level. */
  z.object({ kind: z.literal('sdg') }),
  /** The region's City Prosperity Index dimension scores. */
  z.object({ kind: z.literal('cpi') }),
  /** The region's outline with the governorates' main towns. */
  z.object({ kind: z.literal('map') }),
]);
export type DashboardPreview = z.infer<typeof Preview>;

export const Dashboard = z.object({
  id,
  title: localized,
  /** The question it answers, in a visitor's words. */
  question: localized,
  description: localized,
  href: z.string().regex(/^\/[a-z0-9\-/]*$/),
  preview: Preview,
});
export type Dashboard = z.infer<typeof Dashboard>;

export const dashboards = defineContent(
  'content/dashboards.ts',
  z.object({
    hero: z.object({ title: localized, lead: localized }),
    items: z.array(Dashboard).min(1).superRefine(uniqueIds),
  }),
  {
    hero: {
      title: { en: 'Dashboards', ar: 'لوحات المعلومات' },
      lead: {
        en: 'Every dashboard and view of the portal, with the question it answers. Each thumbnail is drawn from the latest published figures.',
        ar: 'جميع لوحات المعلومات وطرق العرض في المنصة، مع السؤال الذي تجيب عنه كل منها. تُرسم كل صورة مصغّرة من أحدث الأرقام المنشورة.',
      },
    },
    items: [
      {
        id: 'economy',
        title: { en: 'Economy & Investment Dashboard', ar: 'لوحة الاقتصاد والاستثمار' },
        question: {
          en: 'How are production, jobs and wages changing, and where?',
          ar: 'كيف تتغير أرقام الإنتاج والتوظيف والأجور، وأين؟',
        },
        description: {
          en: 'Key economic indicators filtered by period and governorate, with charts, tables and a PDF of the view.',
          ar: 'أبرز المؤشرات الاقتصادية مع التصفية حسب الفترة والمحافظة، برسوم بيانية وجداول وملف PDF لطريقة العرض.',
        },
        href: '/data/economy',
        preview: { kind: 'line', indicator: 'agricultural-production-value' },
      },
      {
        id: 'sdg',
        title: { en: 'SDG Dashboard', ar: 'لوحة أهداف التنمية المستدامة' },
        question: {
          en: 'Is the region on track for the Sustainable Development Goals?',
          ar: 'هل تسير المنطقة على المسار الصحيح نحو أهداف التنمية المستدامة؟',
        },
        description: {
          en: 'Each SDG-aligned indicator against its target, with its progress level since 2015.',
          ar: 'كل مؤشر مرتبط بأهداف التنمية المستدامة مقارنةً بمستهدفه، مع مستوى التقدم منذ عام 2015.',
        },
        href: '/data/sdg',
        preview: { kind: 'sdg' },
      },
      {
        id: 'cpi',
        title: { en: 'City Prosperity Index', ar: 'مؤشر ازدهار المدن' },
        question: {
          en: 'How prosperous is the region, dimension by dimension?',
          ar: 'ما مدى ازدهار المنطقة في كل بُعد من الأبعاد؟',
        },
        description: {
          en: 'UN-Habitat’s six dimensions scored from the portal’s indicators, for the region and each governorate.',
          ar: 'أبعاد موئل الأمم المتحدة الستة محسوبةً من مؤشرات المنصة، للمنطقة ولكل محافظة.',
        },
        href: '/data/cpi',
        preview: { kind: 'cpi' },
      },
      {
        id: 'gis',
        title: { en: 'GIS Hub', ar: 'منصة نظم المعلومات الجغرافية' },
        question: {
          en: 'Where is there land near roads, water and power?',
          ar: 'أين توجد أراضٍ قريبة من الطرق والمياه والكهرباء؟',
        },
        description: {
          en: 'Map layers of farmland, wells, roads, industrial zones and the grid, with a distance query and exports.',
          ar: 'طبقات خرائط للأراضي الزراعية والآبار والطرق والمناطق الصناعية وشبكة الكهرباء، مع استعلام المسافة والتصدير.',
        },
        href: '/tools/gis',
        preview: { kind: 'map' },
      },
      {
        id: 'governorates',
        title: { en: 'Governorate profiles', ar: 'الملفات التعريفية للمحافظات' },
        question: {
          en: 'How does each governorate compare with the region?',
          ar: 'كيف تُقارَن كل محافظة بالمنطقة؟',
        },
        description: {
          en: 'A page per governorate with its latest figures next to the region’s.',
          ar: 'صفحة لكل محافظة بأحدث أرقامها إلى جانب أرقام المنطقة.',
        },
        href: '/about/governorates/hail-city',
        preview: { kind: 'governorates', indicator: 'population' },
      },
      {
        id: 'indicators',
        title: { en: 'Indicator pages', ar: 'صفحات المؤشرات' },
        question: {
          en: 'What does one figure measure, and how has it moved since 2011?',
          ar: 'ماذا يقيس رقم بعينه، وكيف تغيّر منذ عام 2011؟',
        },
        description: {
          en: 'Every indicator with its definition, source, series by governorate, downloads and an embeddable chart.',
          ar: 'كل مؤشر بتعريفه ومصدره وسلاسله حسب المحافظة، مع التنزيلات ورسم بياني قابل للتضمين.',
        },
        href: '/data/indicators/population',
        preview: { kind: 'line', indicator: 'population' },
      },
    ],
  },
);
