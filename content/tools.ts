import { z } from 'zod';
import { defineContent, localized } from './schema';

const ToolId = z.enum(['gis-hub', 'dashboard-builder', 'trend-analyzer', 'data-explorer']);

export const Tool = z
  .object({
    id: ToolId,
    title: localized,
    description: localized,
    features: z.array(localized).min(1),
    status: z.enum(['available', 'coming-soon']),
    /** Where the Launch button goes; required for available tools, absent for coming-soon ones. */
    href: z
      .string()
      .regex(/^\/[a-z0-9\-/]*$/)
      .optional(),
  })
  .refine((tool) => (tool.status === 'available') === Boolean(tool.href), {
    message: 'an available tool needs an href, a coming-soon tool has none',
    path: ['href'],
  });
export type Tool = z.infer<typeof Tool>;

const Tools = z.object({
  hero: z.object({ title: localized, lead: localized }),
  tools: z
    .array(Tool)
    .length(4)
    .refine((list) => new Set(list.map((t) => t.id)).size === list.length, 'duplicate tool id'),
  featured: z.object({ title: localized, description: localized, highlights: z.array(localized).min(1) }),
});

export const tools = defineContent('content/tools.ts', Tools, {
  hero: {
    title: { en: 'Interactive Tools', ar: 'الأدوات التفاعلية' },
    lead: {
      en: 'Map, chart and explore the data of the Hail Region: find land for investment, build a dashboard or export the figures you need.',
      ar: 'استكشف بيانات منطقة حائل عبر الخرائط والرسوم البيانية: ابحث عن أراضٍ للاستثمار، أو أنشئ لوحة معلومات، أو صدّر الأرقام التي تحتاجها.',
    },
  },
  tools: [
    {
      id: 'gis-hub',
      title: { en: 'GIS Hub', ar: 'منصة نظم المعلومات الجغرافية' },
      description: {
        en: 'Explore the region on a map: farmland, groundwater wells, roads, industrial zones and the electrical grid.',
        ar: 'استكشف المنطقة على الخريطة: الأراضي الزراعية وآبار المياه الجوفية والطرق والمناطق الصناعية وشبكة الكهرباء.',
      },
      features: [
        { en: 'Toggle map layers', ar: 'إظهار طبقات الخريطة وإخفاؤها' },
        {
          en: 'Find industrial parcels near roads and water',
          ar: 'البحث عن قطع أراضٍ صناعية قرب الطرق ومصادر المياه',
        },
        { en: 'Export query results', ar: 'تصدير نتائج الاستعلام' },
      ],
      status: 'available',
      href: '/tools/gis',
    },
    {
      id: 'dashboard-builder',
      title: { en: 'Dashboard Builder', ar: 'منشئ لوحات المعلومات' },
      description: {
        en: 'Follow the indicators that matter to you: production, labour and wages, filtered by period and governorate.',
        ar: 'تابع المؤشرات التي تهمّك، كالإنتاج والقوى العاملة والأجور، مع التصفية حسب الفترة والمحافظة.',
      },
      features: [
        { en: 'Line, bar and table views', ar: 'عرض بالخطوط والأعمدة والجداول' },
        { en: 'Filter by period and governorate', ar: 'التصفية حسب الفترة والمحافظة' },
        { en: 'Every chart as a table', ar: 'كل رسم بياني متاح في جدول' },
      ],
      status: 'available',
      href: '/data/economy',
    },
    {
      id: 'trend-analyzer',
      title: { en: 'Trend Analyzer', ar: 'محلل الاتجاهات' },
      description: {
        en: 'Compare indicators over time, spot turning points and project simple trends for planning.',
        ar: 'قارن المؤشرات عبر الزمن، وارصد نقاط التحول، واستشرف اتجاهات مبسطة لأغراض التخطيط.',
      },
      features: [
        { en: 'Compare several indicators', ar: 'المقارنة بين عدة مؤشرات' },
        { en: 'Growth rates and moving averages', ar: 'معدلات النمو والمتوسطات المتحركة' },
        { en: 'Simple projections', ar: 'إسقاطات مبسطة' },
      ],
      status: 'coming-soon',
    },
    {
      id: 'data-explorer',
      title: { en: 'Data Explorer', ar: 'مستكشف البيانات' },
      description: {
        en: 'Search the catalogue of regional datasets and download them in the format your software reads.',
        ar: 'ابحث في فهرس البيانات عن مجموعات بيانات المنطقة، ونزّلها بالصيغة التي يدعمها برنامجك.',
      },
      features: [
        { en: 'Live search by title and description', ar: 'بحث فوري بالعنوان والوصف' },
        { en: 'CSV, Excel, JSON and map formats', ar: 'صيغ CSV وExcel وJSON وصيغ الخرائط' },
        { en: 'Source and update date for each dataset', ar: 'المصدر وتاريخ التحديث لكل مجموعة بيانات' },
      ],
      status: 'available',
      href: '/data/catalogue',
    },
  ],
  featured: {
    title: { en: 'GIS Hub', ar: 'منصة نظم المعلومات الجغرافية' },
    description: {
      en: 'The regional map brings land use, water, roads and utilities together, so investors and planners can find suitable sites in minutes.',
      ar: 'تجمع خريطة المنطقة بين استخدامات الأراضي والمياه والطرق والمرافق، ليتمكن المستثمرون والمخططون من تحديد المواقع المناسبة في دقائق.',
    },
    highlights: [
      {
        en: 'Five map layers: agricultural land, groundwater, roads, industrial zones, electrical grid',
        ar: 'خمس طبقات للخريطة: الأراضي الزراعية، والمياه الجوفية، والطرق، والمناطق الصناعية، وشبكة الكهرباء',
      },
      {
        en: 'Find industrial parcels within a chosen distance of roads, wells or the grid',
        ar: 'البحث عن قطع أراضٍ صناعية ضمن مسافة تحددها من الطرق أو الآبار أو شبكة الكهرباء',
      },
      {
        en: 'Results table with parcel area, zoning and distances',
        ar: 'جدول نتائج يتضمن مساحة القطعة وتصنيف استخدامها والمسافات',
      },
    ],
  },
});
