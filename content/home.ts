import { z } from 'zod';
import { defineContent, href, id, localized, uniqueIds } from './schema';

/**
 * A headline figure of the home hero. `value` is a number formatted at render:
 * 'number' → 746,248; 'percent' → 5.8%; 'signed-percent' → +4.2%; 'compact' → 1.2M.
 * `change` is a percentage change shown signed (e.g. +2.3%).
 */
const HeadlineStat = z.object({
  id,
  label: localized,
  value: z.number(),
  format: z.enum(['number', 'percent', 'signed-percent', 'compact']),
  /** The period the value describes, as text (e.g. '2025', 'Q3 2025'). */
  period: localized.optional(),
  change: z.number().optional(),
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
    eyebrow: { en: 'Hail Region Development Authority' },
    title: { en: 'Open data for a thriving Hail region' },
    lead: {
      en: 'Explore trusted indicators, maps, dashboards and datasets on the people, economy, infrastructure, environment and governance of the Hail region, aligned with the UN Sustainable Development Goals and the UN-Habitat City Prosperity Index.',
    },
    ctas: [
      { id: 'explore-data', label: { en: 'Explore Data' }, href: '/data' },
      { id: 'interactive-tools', label: { en: 'Interactive Tools' }, href: '/tools' },
      { id: 'gis-hub', label: { en: 'Open GIS Hub' }, href: '/tools/gis' },
    ],
  },
  headlineStats: [
    {
      id: 'population',
      label: { en: 'Population' },
      value: 746_248,
      format: 'number',
      period: { en: '2025' },
      change: 2.3,
      icon: 'users',
    },
    {
      id: 'grp-growth',
      label: { en: 'GRP growth' },
      value: 4.2,
      format: 'signed-percent',
      note: { en: 'Year over year' },
      icon: 'trending-up',
    },
    {
      id: 'unemployment',
      label: { en: 'Unemployment rate' },
      value: 5.8,
      format: 'percent',
      period: { en: 'Q3 2025' },
      icon: 'briefcase',
    },
    {
      id: 'tourists',
      label: { en: 'Annual tourists' },
      value: 1_200_000,
      format: 'compact',
      change: 8,
      icon: 'plane',
    },
  ],
  domainsIntro: {
    title: { en: 'Thematic Domains' },
    description: {
      en: 'Regional indicators in five domains, aligned with the UN Sustainable Development Goals and the UN-Habitat City Prosperity Index.',
    },
  },
  mapIntro: {
    title: { en: 'Explore the Governorates' },
    description: {
      en: 'Choose a governorate on the map to see its population, growth and the major projects under way.',
    },
  },
  engagementIntro: {
    title: { en: 'Start Exploring' },
    description: {
      en: 'Whether you are researching, investing or simply curious about your region, there is a path for you.',
    },
  },
  engagementPathways: [
    {
      id: 'browse-datasets',
      title: { en: 'Browse Datasets' },
      description: {
        en: 'Search the catalogue of open datasets published by the authority and its partners.',
      },
      features: [
        { en: 'Search by title and description' },
        { en: 'Formats for spreadsheets and GIS tools' },
        { en: 'Source and update date for every dataset' },
      ],
      cta: { en: 'Open the Catalogue' },
      href: '/data/catalogue',
      icon: 'database',
    },
    {
      id: 'economy-dashboard',
      title: { en: 'Economy & Investment' },
      description: {
        en: 'Follow agricultural production, labour force participation and wages across the region.',
      },
      features: [
        { en: 'Charts of regional economic indicators' },
        { en: 'Wages by sector with yearly growth' },
        { en: 'Figures for investors and analysts' },
      ],
      cta: { en: 'View the Dashboard' },
      href: '/data/economy',
      icon: 'bar-chart-3',
    },
    {
      id: 'learn-data',
      title: { en: 'Learn with Data' },
      description: {
        en: 'Guides for students, journalists and community groups who want to use regional data.',
      },
      features: [
        { en: 'Step-by-step guides' },
        { en: 'Reading indicators and maps' },
        { en: 'Citing open data correctly' },
      ],
      cta: { en: 'Start Learning' },
      href: '/participate/learn',
      icon: 'graduation-cap',
    },
  ],
  quickTools: [
    {
      id: 'gis-hub',
      title: { en: 'GIS Hub' },
      description: { en: 'Map layers and spatial queries' },
      href: '/tools/gis',
      icon: 'map',
    },
    {
      id: 'observatory',
      title: { en: 'Regional Observatory' },
      description: { en: 'Indicators tracked over time' },
      href: '/tools/observatory',
      icon: 'activity',
    },
    {
      id: 'api',
      title: { en: 'API Access' },
      description: { en: 'Data for developers and portals' },
      href: '/participate/api',
      icon: 'code',
    },
    {
      id: 'community',
      title: { en: 'Community' },
      description: { en: 'Share ideas and ask questions' },
      href: '/participate/community',
      icon: 'users',
    },
  ],
  featuredIntro: {
    title: { en: 'Featured Content' },
    description: { en: 'Data stories, the latest reports and newly published datasets.' },
  },
});
