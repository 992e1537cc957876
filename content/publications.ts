import { z } from 'zod';
import { domainIds } from '../core/indicators/vocabulary';
import { defineContent, id, isoDate, localized, uniqueIds } from './schema';

export const categoryIds = ['all', 'reports', 'research', 'statistics', 'economics', 'environment'] as const;
export const CategoryId = z.enum(categoryIds);
export type CategoryId = z.infer<typeof CategoryId>;

export const Publication = z.object({
  id,
  title: localized,
  /** The kind of document, e.g. "Annual Report". */
  type: localized,
  description: localized,
  /** Publication date (ISO), shown as month and year. */
  date: isoDate,
  /** The publication's length as announced; the PDF the portal builds from it says its own on its link. */
  pages: z.number().int().positive(),
  downloads: z.number().int().nonnegative(),
  /** A filter category; "all" is the tab that shows every publication, never a publication's category. */
  category: CategoryId.exclude(['all']),
  featured: z.boolean(),
  /**
   * The published indicators its PDF reports on (checked against build/data/indicators.json when the PDFs are
   * built); `view: 'sdg'` adds the SDG progress levels. Page counts and sizes come from the built file.
   */
  indicators: z.array(id).min(1),
  view: z.enum(['charts', 'sdg']).default('charts'),
});
export type Publication = z.infer<typeof Publication>;

/** A section of the featured report: the first is its summary; the others show its indicators of `domain`. */
const TocEntry = z.object({ title: localized, domain: z.enum(domainIds).optional() });

const Publications = z
  .object({
    hero: z.object({ title: localized, lead: localized }),
    stats: z
      .array(
        z.object({
          id,
          label: localized,
          value: z.number().nonnegative(),
          /** number: 45; compact: 12K; year: 2024 (never grouped) */
          format: z.enum(['number', 'compact', 'year']),
          plus: z.boolean().default(false),
        }),
      )
      .length(4)
      .superRefine(uniqueIds),
    categories: z
      .array(z.object({ id: CategoryId, label: localized }))
      .length(categoryIds.length)
      .superRefine(uniqueIds),
    publications: z.array(Publication).length(6).superRefine(uniqueIds),
    /** The featured annual report: which publication, and its sections (pages come from the built PDF). */
    featured: z.object({ id, summary: localized, toc: z.array(TocEntry).min(1) }),
  })
  .superRefine((data, ctx) => {
    const report = data.publications.find((p) => p.id === data.featured.id);
    if (!report) {
      ctx.addIssue({
        code: 'custom',
        path: ['featured', 'id'],
        message: `no publication "${data.featured.id}"`,
      });
      return;
    }
    data.featured.toc.forEach((entry, i) => {
      if ((i === 0) !== !entry.domain)
        ctx.addIssue({
          code: 'custom',
          path: ['featured', 'toc', i],
          message: i === 0 ? 'the first section is the summary (no domain)' : 'needs a domain',
        });
    });
    for (const c of categoryIds.slice(1))
      if (!data.publications.some((p) => p.category === c))
        ctx.addIssue({ code: 'custom', path: ['categories'], message: `category "${c}" has no publication` });
  });

export const publications = defineContent('content/publications.ts', Publications, {
  hero: {
    title: { en: 'Publications', ar: 'الإصدارات' },
    lead: {
      en: 'Reports, research and statistical releases on the development of the Hail Region, free to read and reuse.',
      ar: 'تقارير وأبحاث وإصدارات إحصائية عن التنمية في منطقة حائل، متاحة للقراءة وإعادة الاستخدام مجانًا.',
    },
  },
  stats: [
    {
      id: 'publications',
      label: { en: 'Publications', ar: 'الإصدارات' },
      value: 45,
      format: 'number',
      plus: true,
    },
    {
      id: 'downloads',
      label: { en: 'Downloads', ar: 'مرات التنزيل' },
      value: 12000,
      format: 'compact',
      plus: true,
    },
    { id: 'categories', label: { en: 'Categories', ar: 'التصنيفات' }, value: 6, format: 'number' },
    { id: 'latest-year', label: { en: 'Latest year', ar: 'أحدث عام' }, value: 2024, format: 'year' },
  ],
  categories: [
    { id: 'all', label: { en: 'All', ar: 'الكل' } },
    { id: 'reports', label: { en: 'Reports', ar: 'التقارير' } },
    { id: 'research', label: { en: 'Research', ar: 'الأبحاث' } },
    { id: 'statistics', label: { en: 'Statistics', ar: 'الإحصاءات' } },
    { id: 'economics', label: { en: 'Economics', ar: 'الاقتصاد' } },
    { id: 'environment', label: { en: 'Environment', ar: 'البيئة' } },
  ],
  publications: [
    {
      id: 'annual-report-2024',
      title: { en: 'Hail Region Annual Report 2024', ar: 'التقرير السنوي لمنطقة حائل 2024' },
      type: { en: 'Annual Report', ar: 'تقرير سنوي' },
      description: {
        en: 'The year in review: regional indicators across all five domains, Vision 2030 project progress and the priorities for the year ahead.',
        ar: 'حصاد العام: مؤشرات المنطقة في المجالات الخمسة كافة، وسير العمل في مشاريع رؤية المملكة 2030، وأولويات العام المقبل.',
      },
      date: '2024-12-10',
      pages: 156,
      downloads: 2847,
      category: 'reports',
      featured: true,
      indicators: [
        'population',
        'gross-regional-product',
        'unemployment-rate',
        'households-connected-to-piped-water',
        'renewable-share-of-electricity',
        'digital-service-adoption',
      ],
    },
    {
      id: 'sdg-progress-2024',
      title: { en: 'SDG Progress Report 2024', ar: 'تقرير التقدم في أهداف التنمية المستدامة 2024' },
      type: { en: 'Progress Report', ar: 'تقرير متابعة' },
      description: {
        en: 'Where the Hail Region stands on the Sustainable Development Goals, indicator by indicator, with trends since 2015.',
        ar: 'موقع منطقة حائل من أهداف التنمية المستدامة، مؤشرًا تلو الآخر، مع الاتجاهات منذ عام 2015.',
      },
      date: '2024-11-18',
      pages: 78,
      downloads: 1523,
      category: 'reports',
      featured: false,
      indicators: ['life-expectancy-at-birth', 'unemployment-rate', 'renewable-share-of-electricity'],
      view: 'sdg',
    },
    {
      id: 'economic-outlook-2024',
      title: { en: 'Economic Outlook 2024', ar: 'التوقعات الاقتصادية 2024' },
      type: { en: 'Economic Analysis', ar: 'تحليل اقتصادي' },
      description: {
        en: 'Growth, employment, wages and investment in the regional economy, with an outlook for agriculture, industry and tourism.',
        ar: 'النمو والتوظيف والأجور والاستثمار في اقتصاد المنطقة، مع نظرة مستقبلية لقطاعات الزراعة والصناعة والسياحة.',
      },
      date: '2024-10-14',
      pages: 45,
      downloads: 1876,
      category: 'economics',
      featured: false,
      indicators: [
        'gross-regional-product',
        'grp-growth',
        'average-monthly-wage',
        'foreign-direct-investment',
      ],
    },
    {
      id: 'infrastructure-assessment',
      title: { en: 'Regional Infrastructure Assessment', ar: 'تقييم البنية التحتية في المنطقة' },
      type: { en: 'Research Study', ar: 'دراسة بحثية' },
      description: {
        en: 'A study of roads, water, power and digital networks across the governorates, and the gaps that limit investment.',
        ar: 'دراسة لشبكات الطرق والمياه والكهرباء والاتصالات الرقمية في المحافظات، والفجوات التي تحدّ من الاستثمار.',
      },
      date: '2024-09-02',
      pages: 112,
      downloads: 934,
      category: 'research',
      featured: false,
      indicators: [
        'paved-road-network-length',
        'households-connected-to-piped-water',
        'households-connected-to-sewerage',
        'broadband-coverage',
      ],
    },
    {
      id: 'population-demographics',
      title: { en: 'Population & Demographics Bulletin', ar: 'نشرة السكان والخصائص الديموغرافية' },
      type: { en: 'Statistical Bulletin', ar: 'نشرة إحصائية' },
      description: {
        en: 'Population by governorate, age and sex, household size and migration, from the census and administrative records.',
        ar: 'السكان حسب المحافظة والعمر والجنس، وحجم الأسرة والهجرة، استنادًا إلى التعداد والسجلات الإدارية.',
      },
      date: '2024-07-21',
      pages: 67,
      downloads: 1245,
      category: 'statistics',
      featured: false,
      indicators: ['population', 'population-growth-rate', 'household-size', 'age-dependency-ratio'],
    },
    {
      id: 'environmental-indicators',
      title: { en: 'Environmental Indicators Report', ar: 'تقرير المؤشرات البيئية' },
      type: { en: 'Indicator Report', ar: 'تقرير مؤشرات' },
      description: {
        en: 'Groundwater, land use, air quality and renewable energy in the region, measured against national and SDG targets.',
        ar: 'المياه الجوفية واستخدامات الأراضي وجودة الهواء والطاقة المتجددة في المنطقة، مقيسةً بالمستهدفات الوطنية ومستهدفات أهداف التنمية المستدامة.',
      },
      date: '2024-06-09',
      pages: 89,
      downloads: 756,
      category: 'environment',
      featured: false,
      indicators: [
        'groundwater-abstraction',
        'air-quality-index',
        'renewable-share-of-electricity',
        'municipal-waste-recycled',
      ],
    },
  ],
  featured: {
    id: 'annual-report-2024',
    summary: {
      en: 'Our flagship report brings every domain of the Data Hub together: what changed in 2024, what drove it, and what the authority will focus on next.',
      ar: 'يجمع تقريرنا الرئيسي مجالات منصة البيانات كافة: ما الذي تغيّر في عام 2024، وما دوافع هذا التغيير، وما الذي ستركز عليه الهيئة في المرحلة المقبلة.',
    },
    toc: [
      { title: { en: 'Executive summary', ar: 'الملخص التنفيذي' } },
      { title: { en: 'People & Society', ar: 'السكان والمجتمع' }, domain: 'people-society' },
      { title: { en: 'Economy & Investment', ar: 'الاقتصاد والاستثمار' }, domain: 'economy' },
      {
        title: { en: 'Infrastructure & Liveability', ar: 'البنية التحتية وجودة الحياة' },
        domain: 'infrastructure-liveability',
      },
      {
        title: { en: 'Environment & Sustainability', ar: 'البيئة والاستدامة' },
        domain: 'environment-sustainability',
      },
      { title: { en: 'Governance', ar: 'الحوكمة' }, domain: 'governance' },
    ],
  },
});
