import { z } from 'zod';
import { defineContent, id, isoDate, localized, uniqueIds } from './schema';

export const Story = z.object({
  /** Also the address: /publications/stories/{id} (prerendered, see react-router.config.ts). */
  id,
  title: localized,
  description: localized,
  category: localized,
  /** Reading time in minutes. */
  readTime: z.number().int().positive(),
  publishDate: isoDate,
  views: z.number().int().nonnegative(),
  featured: z.boolean(),
  /** The thematic domain (content/domains.ts id) whose indicators the story draws on. */
  domainId: id,
  /** Ids of home headline stats (content/home.ts) shown beside the story, so each figure is written once. */
  figures: z.array(id).default([]),
  body: z.array(localized).min(2),
});
export type Story = z.infer<typeof Story>;

export const stories = defineContent('content/stories.ts', z.array(Story).length(3).superRefine(uniqueIds), [
  {
    id: 'tourism-growth',
    title: { en: 'Tourism in Hail: a region on the map' },
    description: {
      en: 'Rock art, mountains and desert festivals are bringing more visitors to Hail every year. What the numbers say about the region’s tourism economy.',
    },
    category: { en: 'Tourism' },
    readTime: 6,
    publishDate: '2025-10-12',
    views: 2_450,
    featured: true,
    domainId: 'economy',
    figures: ['tourists', 'grp-growth'],
    body: [
      {
        en: 'More visitors come to Hail every year. Many come for the rock art of Jubbah and Shuwaymis, listed by UNESCO as a World Heritage Site, for the granite peaks of Aja and Salma, and for winter events in the desert.',
      },
      {
        en: 'The growth reaches beyond the regional capital: guest houses, guides, craft sellers and restaurants in the smaller governorates now serve visitors who used to pass through on the way to somewhere else.',
      },
      {
        en: 'The next step is to measure the visitor economy as carefully as the rest of the economy: where visitors stay, how long, and how much of what they spend stays in the region. The Economy & Investment domain brings these indicators together as they are published.',
      },
    ],
  },
  {
    id: 'urban-development',
    title: { en: 'How Hail City is growing' },
    description: {
      en: 'Home to most of the region’s people and the largest share of its major projects, Hail City is planning for the next generation of residents.',
    },
    category: { en: 'Urban Development' },
    readTime: 8,
    publishDate: '2025-08-27',
    views: 1_870,
    featured: false,
    domainId: 'infrastructure-liveability',
    figures: ['population'],
    body: [
      {
        en: 'Most of the region’s residents live in Hail City governorate, and most of the region’s major projects are under way there. Roads, housing, water networks and public space all have to keep pace with a growing population.',
      },
      {
        en: 'Planning well means knowing where people live and how they move. The authority publishes road, land-use and service data so that planners, developers and residents work from the same picture of the city.',
      },
      {
        en: 'Growth is not only in the capital. Samira and Ash Shinan are growing fast too, and their major projects connect farms, towns and new services to the regional road network. The Infrastructure & Liveability domain follows these changes governorate by governorate.',
      },
    ],
  },
  {
    id: 'renewable-energy',
    title: { en: 'Sun, wind and water: Hail’s energy transition' },
    description: {
      en: 'A high, sunny plateau with strong winds, Hail is well placed for renewable energy, and for using water more carefully.',
    },
    category: { en: 'Environment' },
    readTime: 5,
    publishDate: '2025-06-18',
    views: 1_320,
    featured: false,
    domainId: 'environment-sustainability',
    body: [
      {
        en: 'Long hours of sunshine, open land and steady winds make the Hail region a natural place for solar and wind power, in line with the Kingdom’s goal of generating half of its electricity from renewable sources by 2030.',
      },
      {
        en: 'Energy and water are closely linked here. Farms draw on deep aquifers, and pumping that water takes energy. Solar pumping and more efficient irrigation can cut both costs and groundwater use.',
      },
      {
        en: 'The Environment & Sustainability domain tracks renewable capacity, groundwater abstraction and air quality, so that the transition can be followed with evidence rather than promises.',
      },
    ],
  },
]);
