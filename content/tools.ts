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
    title: { en: 'Interactive Tools' },
    lead: {
      en: 'Map, chart and explore the data of the Hail Region: find land for investment, build a dashboard or export the figures you need.',
    },
  },
  tools: [
    {
      id: 'gis-hub',
      title: { en: 'GIS Hub' },
      description: {
        en: 'Explore the region on a map: farmland, groundwater wells, roads, industrial zones and the electrical grid.',
      },
      features: [
        { en: 'Toggle map layers' },
        { en: 'Find industrial parcels near roads and water' },
        { en: 'Export query results' },
      ],
      status: 'available',
      href: '/tools/gis',
    },
    {
      id: 'dashboard-builder',
      title: { en: 'Dashboard Builder' },
      description: {
        en: 'Follow the indicators that matter to you: production, labour and wages, filtered by period and governorate.',
      },
      features: [
        { en: 'Line, bar and table views' },
        { en: 'Filter by period and governorate' },
        { en: 'Every chart as a table' },
      ],
      status: 'available',
      href: '/data/economy',
    },
    {
      id: 'trend-analyzer',
      title: { en: 'Trend Analyzer' },
      description: {
        en: 'Compare indicators over time, spot turning points and project simple trends for planning.',
      },
      features: [
        { en: 'Compare several indicators' },
        { en: 'Growth rates and moving averages' },
        { en: 'Simple projections' },
      ],
      status: 'coming-soon',
    },
    {
      id: 'data-explorer',
      title: { en: 'Data Explorer' },
      description: {
        en: 'Search the catalogue of regional datasets and download them in the format your software reads.',
      },
      features: [
        { en: 'Live search by title and description' },
        { en: 'CSV, Excel, JSON and map formats' },
        { en: 'Source and update date for each dataset' },
      ],
      status: 'available',
      href: '/data/catalogue',
    },
  ],
  featured: {
    title: { en: 'GIS Hub' },
    description: {
      en: 'The regional map brings land use, water, roads and utilities together, so investors and planners can find suitable sites in minutes.',
    },
    highlights: [
      { en: 'Five map layers: agricultural land, groundwater, roads, industrial zones, electrical grid' },
      { en: 'Find industrial parcels within a chosen distance of roads, wells or the grid' },
      { en: 'Results table with parcel area, zoning and distances' },
    ],
  },
});
