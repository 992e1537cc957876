import { z } from 'zod';
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
  pages: z.number().int().positive(),
  downloads: z.number().int().nonnegative(),
  /** A filter category; "all" is the tab that shows every publication, never a publication's category. */
  category: CategoryId.exclude(['all']),
  featured: z.boolean(),
});
export type Publication = z.infer<typeof Publication>;

const TocEntry = z.object({
  title: localized,
  from: z.number().int().positive(),
  to: z.number().int().positive(),
});

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
    /** The featured annual report: which publication, and its table of contents by page range. */
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
    // The contents must cover the report page by page: start at 1, no gaps or overlaps, end at its last page.
    let next = 1;
    data.featured.toc.forEach((entry, i) => {
      if (entry.from !== next || entry.to < entry.from)
        ctx.addIssue({
          code: 'custom',
          path: ['featured', 'toc', i],
          message: `pages ${entry.from}-${entry.to} should start at ${next}`,
        });
      next = entry.to + 1;
    });
    if (next - 1 !== report.pages)
      ctx.addIssue({
        code: 'custom',
        path: ['featured', 'toc'],
        message: `contents end at page ${next - 1}, report has ${report.pages}`,
      });
    for (const c of categoryIds.slice(1))
      if (!data.publications.some((p) => p.category === c))
        ctx.addIssue({ code: 'custom', path: ['categories'], message: `category "${c}" has no publication` });
  });

export const publications = defineContent('content/publications.ts', Publications, {
  hero: {
    title: { en: 'Publications' },
    lead: {
      en: 'Reports, research and statistical releases on the development of the Hail Region, free to read and reuse.',
    },
  },
  stats: [
    { id: 'publications', label: { en: 'Publications' }, value: 45, format: 'number', plus: true },
    { id: 'downloads', label: { en: 'Downloads' }, value: 12000, format: 'compact', plus: true },
    { id: 'categories', label: { en: 'Categories' }, value: 6, format: 'number' },
    { id: 'latest-year', label: { en: 'Latest year' }, value: 2024, format: 'year' },
  ],
  categories: [
    { id: 'all', label: { en: 'All' } },
    { id: 'reports', label: { en: 'Reports' } },
    { id: 'research', label: { en: 'Research' } },
    { id: 'statistics', label: { en: 'Statistics' } },
    { id: 'economics', label: { en: 'Economics' } },
    { id: 'environment', label: { en: 'Environment' } },
  ],
  publications: [
    {
      id: 'annual-report-2024',
      title: { en: 'Hail Region Annual Report 2024' },
      type: { en: 'Annual Report' },
      description: {
        en: 'The year in review: regional indicators across all five domains, Vision 2030 project progress and the priorities for the year ahead.',
      },
      date: '2024-12-10',
      pages: 156,
      downloads: 2847,
      category: 'reports',
      featured: true,
    },
    {
      id: 'sdg-progress-2024',
      title: { en: 'SDG Progress Report 2024' },
      type: { en: 'Progress Report' },
      description: {
        en: 'Where the Hail Region stands on the Sustainable Development Goals, indicator by indicator, with trends since 2015.',
      },
      date: '2024-11-18',
      pages: 78,
      downloads: 1523,
      category: 'reports',
      featured: false,
    },
    {
      id: 'economic-outlook-2024',
      title: { en: 'Economic Outlook 2024' },
      type: { en: 'Economic Analysis' },
      description: {
        en: 'Growth, employment, wages and investment in the regional economy, with an outlook for agriculture, industry and tourism.',
      },
      date: '2024-10-14',
      pages: 45,
      downloads: 1876,
      category: 'economics',
      featured: false,
    },
    {
      id: 'infrastructure-assessment',
      title: { en: 'Regional Infrastructure Assessment' },
      type: { en: 'Research Study' },
      description: {
        en: 'A study of roads, water, power and digital networks across the governorates, and the gaps that limit investment.',
      },
      date: '2024-09-02',
      pages: 112,
      downloads: 934,
      category: 'research',
      featured: false,
    },
    {
      id: 'population-demographics',
      title: { en: 'Population & Demographics Bulletin' },
      type: { en: 'Statistical Bulletin' },
      description: {
        en: 'Population by governorate, age and sex, household size and migration, from the census and administrative records.',
      },
      date: '2024-07-21',
      pages: 67,
      downloads: 1245,
      category: 'statistics',
      featured: false,
    },
    {
      id: 'environmental-indicators',
      title: { en: 'Environmental Indicators Report' },
      type: { en: 'Indicator Report' },
      description: {
        en: 'Groundwater, land use, air quality and renewable energy in the region, measured against national and SDG targets.',
      },
      date: '2024-06-09',
      pages: 89,
      downloads: 756,
      category: 'environment',
      featured: false,
    },
  ],
  featured: {
    id: 'annual-report-2024',
    summary: {
      en: 'Our flagship report brings every domain of the Data Hub together: what changed in 2024, what drove it, and what the authority will focus on next.',
    },
    toc: [
      { title: { en: 'Executive summary' }, from: 1, to: 8 },
      { title: { en: 'Regional overview' }, from: 9, to: 22 },
      { title: { en: 'People & Society' }, from: 23, to: 46 },
      { title: { en: 'Economy & Investment' }, from: 47, to: 76 },
      { title: { en: 'Infrastructure & Liveability' }, from: 77, to: 98 },
      { title: { en: 'Environment & Sustainability' }, from: 99, to: 118 },
      { title: { en: 'Governance' }, from: 119, to: 132 },
      { title: { en: 'Vision 2030 projects and outlook' }, from: 133, to: 148 },
      { title: { en: 'Statistical annex' }, from: 149, to: 156 },
    ],
  },
});
