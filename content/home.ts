import { z } from 'zod';
import { defineContent, href, id, localized, uniqueIds } from './schema';

/**
 * A headline figure of the home hero: the region's latest value of an indicator (data/indicators), formatted
 * at render: 'number' → 746,248; 'percent' → 5.8%; 'signed-percent' → +4.2%; 'compact' → 1.2M. With
 * `change`, its percentage change from the year before is shown signed (e.g. +2.3%).
 */
const HeadlineStat = z.object({
  id,
  label: localized,
  /** The register id of the indicator whose latest value this is. */
  indicator: id,
  format: z.enum(['number', 'percent', 'signed-percent', 'compact']),
  /** The period the value describes, as text (e.g. '2025', 'Q3 2025'). */
  period: localized.optional(),
  change: z.boolean().optional(),
  /** What the value or change is measured against, e.g. 'year over year'. */
  note: localized.optional(),
  icon: z.enum(['users', 'trending-up', 'briefcase', 'plane']),
});
export type HeadlineStat = z.infer<typeof HeadlineStat>;

const Cta = z.object({ id, label: localized, href });

const EngagementPathway = z.object({
  id,
  title: localized,
  description: localized,
  features: z.array(localized).min(1),
  cta: localized,
  href,
  icon: z.enum(['database', 'bar-chart-3', 'graduation-cap']),
});
export type EngagementPathway = z.infer<typeof EngagementPathway>;

const QuickTool = z.object({
  id,
  title: localized,
  description: localized,
  href,
  icon: z.enum(['map', 'activity', 'code', 'users']),
});
export type QuickTool = z.infer<typeof QuickTool>;

const Home = z.object({
  hero: z.object({
    eyebrow: localized,
    title: localized,
    lead: localized,
    ctas: z.array(Cta).length(3).superRefine(uniqueIds),
  }),
  headlineStats: z.array(HeadlineStat).length(4).superRefine(uniqueIds),
  domainsIntro: z.object({ title: localized, description: localized }),
  mapIntro: z.object({ title: localized, description: localized }),
  engagementIntro: z.object({ title: localized, description: localized }),
  engagementPathways: z.array(EngagementPathway).length(3).superRefine(uniqueIds),
  quickTools: z.array(QuickTool).length(4).superRefine(uniqueIds),
  featuredIntro: z.object({ title: localized, description: localized }),
});

export const home = defineContent('content/home.ts', Home, {
  hero: {
    eyebrow: { en: 'Hail Region Development Authority', ar: 'هيئة تطوير منطقة حائل' },
    title: { en: 'Open data for a thriving Hail region', ar: 'بيانات مفتوحة لمنطقة حائل أكثر ازدهارًا' },
    lead: {
      en: 'Explore trusted indicators, maps, dashboards and datasets on the people, economy, infrastructure, environment and governance of the Hail region, aligned with the UN Sustainable Development Goals and the UN-Habitat City Prosperity Index.',
      ar: 'استكشف مؤشرات وخرائط ولوحات معلومات ومجموعات بيانات موثوقة عن السكان والاقتصاد والبنية التحتية والبيئة والحوكمة في منطقة حائل، متوافقة مع أهداف الأمم المتحدة للتنمية المستدامة ومؤشر ازدهار المدن لبرنامج الأمم المتحدة للمستوطنات البشرية.',
    },
    ctas: [
      { id: 'explore-data', label: { en: 'Explore Data', ar: 'استكشف البيانات' }, href: '/data' },
      {
        id: 'interactive-tools',
        label: { en: 'Interactive Tools', ar: 'الأدوات التفاعلية' },
        href: '/tools',
      },
      {
        id: 'gis-hub',
        label: { en: 'Open GIS Hub', ar: 'افتح منصة نظم المعلومات الجغرافية' },
        href: '/tools/gis',
      },
    ],
  },
  headlineStats: [
    {
      id: 'population',
      label: { en: 'Population', ar: 'عدد السكان' },
      indicator: 'population',
      format: 'number',
      period: { en: '2025', ar: '2025' },
      change: true,
      icon: 'users',
    },
    {
      id: 'grp-growth',
      label: { en: 'GRP growth', ar: 'نمو الناتج المحلي للمنطقة' },
      indicator: 'grp-growth',
      format: 'signed-percent',
      note: { en: 'Year over year', ar: 'مقارنة بالعام السابق' },
      icon: 'trending-up',
    },
    {
      id: 'unemployment',
      label: { en: 'Unemployment rate', ar: 'معدل البطالة' },
      indicator: 'unemployment-rate',
      format: 'percent',
      period: { en: 'Q3 2025', ar: 'الربع الثالث 2025' },
      icon: 'briefcase',
    },
    {
      id: 'tourists',
      label: { en: 'Annual tourists', ar: 'عدد السياح سنويًا' },
      indicator: 'annual-tourists',
      format: 'compact',
      change: true,
      icon: 'plane',
    },
  ],
  domainsIntro: {
    title: { en: 'Thematic Domains', ar: 'المجالات الموضوعية' },
    description: {
      en: 'Regional indicators in five domains, aligned with the UN Sustainable Development Goals and the UN-Habitat City Prosperity Index.',
      ar: 'مؤشرات إقليمية في خمسة مجالات، متوافقة مع أهداف الأمم المتحدة للتنمية المستدامة ومؤشر ازدهار المدن لبرنامج الأمم المتحدة للمستوطنات البشرية.',
    },
  },
  mapIntro: {
    title: { en: 'Explore the Governorates', ar: 'استكشف المحافظات' },
    description: {
      en: 'Choose a governorate on the map to see its population, growth and the major projects under way.',
      ar: 'اختر محافظة على الخريطة لعرض عدد سكانها ومعدل نموها وأبرز المشاريع الجارية فيها.',
    },
  },
  engagementIntro: {
    title: { en: 'Start Exploring', ar: 'ابدأ الاستكشاف' },
    description: {
      en: 'Whether you are researching, investing or simply curious about your region, there is a path for you.',
      ar: 'سواء كنت باحثًا أو مستثمرًا أو تودّ التعرّف على منطقتك فحسب، ستجد هنا ما يناسبك.',
    },
  },
  engagementPathways: [
    {
      id: 'browse-datasets',
      title: { en: 'Browse Datasets', ar: 'تصفّح مجموعات البيانات' },
      description: {
        en: 'Search the catalogue of open datasets published by the authority and its partners.',
        ar: 'ابحث في فهرس مجموعات البيانات المفتوحة التي تنشرها الهيئة وشركاؤها.',
      },
      features: [
        { en: 'Search by title and description', ar: 'البحث بالعنوان والوصف' },
        {
          en: 'Formats for spreadsheets and GIS tools',
          ar: 'صيغ تلائم جداول البيانات وأدوات نظم المعلومات الجغرافية',
        },
        { en: 'Source and update date for every dataset', ar: 'المصدر وتاريخ التحديث لكل مجموعة بيانات' },
      ],
      cta: { en: 'Open the Catalogue', ar: 'افتح فهرس البيانات' },
      href: '/data/catalogue',
      icon: 'database',
    },
    {
      id: 'economy-dashboard',
      title: { en: 'Economy & Investment', ar: 'الاقتصاد والاستثمار' },
      description: {
        en: 'Follow agricultural production, labour force participation and wages across the region.',
        ar: 'تابع الإنتاج الزراعي ومشاركة القوى العاملة والأجور في أنحاء المنطقة.',
      },
      features: [
        { en: 'Charts of regional economic indicators', ar: 'رسوم بيانية للمؤشرات الاقتصادية في المنطقة' },
        { en: 'Wages by sector with yearly growth', ar: 'الأجور حسب القطاع ونموها السنوي' },
        { en: 'Figures for investors and analysts', ar: 'أرقام للمستثمرين والمحللين' },
      ],
      cta: { en: 'View the Dashboard', ar: 'اعرض لوحة المعلومات' },
      href: '/data/economy',
      icon: 'bar-chart-3',
    },
    {
      id: 'learn-data',
      title: { en: 'Learn with Data', ar: 'تعلّم بالبيانات' },
      description: {
        en: 'Guides for students, journalists and community groups who want to use regional data.',
        ar: 'أدلة للطلاب والصحفيين ومؤسسات المجتمع الراغبين في الاستفادة من البيانات الإقليمية.',
      },
      features: [
        { en: 'Step-by-step guides', ar: 'أدلة خطوة بخطوة' },
        { en: 'Reading indicators and maps', ar: 'قراءة المؤشرات والخرائط' },
        { en: 'Citing open data correctly', ar: 'الاستشهاد بالبيانات المفتوحة على النحو الصحيح' },
      ],
      cta: { en: 'Start Learning', ar: 'ابدأ التعلّم' },
      href: '/participate/learn',
      icon: 'graduation-cap',
    },
  ],
  quickTools: [
    {
      id: 'gis-hub',
      title: { en: 'GIS Hub', ar: 'منصة نظم المعلومات الجغرافية' },
      description: { en: 'Map layers and spatial queries', ar: 'طبقات الخرائط والاستعلامات المكانية' },
      href: '/tools/gis',
      icon: 'map',
    },
    {
      id: 'observatory',
      title: { en: 'Regional Observatory', ar: 'المرصد الإقليمي' },
      description: { en: 'Indicators tracked over time', ar: 'مؤشرات تُرصد عبر الزمن' },
      href: '/tools/observatory',
      icon: 'activity',
    },
    {
      id: 'api',
      title: { en: 'API Access', ar: 'واجهة برمجة التطبيقات (API)' },
      description: { en: 'Data for developers and portals', ar: 'بيانات للمطوّرين والمنصات' },
      href: '/participate/api',
      icon: 'code',
    },
    {
      id: 'community',
      title: { en: 'Community', ar: 'المجتمع' },
      description: { en: 'Share ideas and ask questions', ar: 'شارك أفكارك واطرح أسئلتك' },
      href: '/participate/community',
      icon: 'users',
    },
  ],
  featuredIntro: {
    title: { en: 'Featured Content', ar: 'محتوى مميز' },
    description: {
      en: 'Data stories, the latest reports and newly published datasets.',
      ar: 'قصص البيانات وأحدث التقارير ومجموعات البيانات المنشورة حديثًا.',
    },
  },
});
