import { z } from 'zod';
import { defineContent, id, localized, uniqueIds } from './schema';

export const Domain = z.object({
  id,
  title: localized,
  description: localized,
  /** A lucide icon name, rendered by the domain card. */
  icon: z.enum(['users', 'trending-up', 'building-2', 'leaf', 'landmark']),
  /** An illustration key; images are drawn as SVG patterns, so no binary asset is needed. */
  image: z.string().min(1),
  indicators: z.number().int().positive(),
  sdgCount: z.number().int().positive(),
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
  bgColor: z.string().regex(/^#[0-9a-f]{6}$/i),
  samples: z.array(localized).min(1),
});
export type Domain = z.infer<typeof Domain>;

export const domains = defineContent('content/domains.ts', z.array(Domain).length(5).superRefine(uniqueIds), [
  {
    id: 'people-society',
    title: { en: 'People & Society' },
    description: {
      en: 'Population, education, health and social wellbeing across the governorates of Hail.',
    },
    icon: 'users',
    image: 'people',
    indicators: 24,
    sdgCount: 8,
    color: '#0f6466',
    bgColor: '#e6f2f1',
    samples: [
      { en: 'Population growth rate' },
      { en: 'School enrolment ratio' },
      { en: 'Hospital beds per 10,000 residents' },
      { en: 'Literacy rate' },
      { en: 'Household size' },
      { en: 'Life expectancy at birth' },
    ],
  },
  {
    id: 'economy',
    title: { en: 'Economy & Investment' },
    description: {
      en: 'Growth, employment, wages, agriculture, industry and investment flows that drive the regional economy.',
    },
    icon: 'trending-up',
    image: 'economy',
    indicators: 31,
    sdgCount: 6,
    color: '#9a5b13',
    bgColor: '#fbf1e3',
    samples: [
      { en: 'Gross regional product growth' },
      { en: 'Unemployment rate' },
      { en: 'Agricultural production value' },
      { en: 'Average monthly wage' },
      { en: 'New business registrations' },
      { en: 'Foreign direct investment' },
    ],
  },
  {
    id: 'infrastructure-liveability',
    title: { en: 'Infrastructure & Liveability' },
    description: {
      en: 'Roads, utilities, housing, transport and public space that shape daily life in Hail’s towns.',
    },
    icon: 'building-2',
    image: 'infrastructure',
    indicators: 19,
    sdgCount: 5,
    color: '#3b5b92',
    bgColor: '#e9eef7',
    samples: [
      { en: 'Paved road length per capita' },
      { en: 'Households connected to piped water' },
      { en: 'Housing ownership rate' },
      { en: 'Green space per resident' },
      { en: 'Broadband coverage' },
    ],
  },
  {
    id: 'environment-sustainability',
    title: { en: 'Environment & Sustainability' },
    description: {
      en: 'Water, air, land and renewable energy in a desert region balancing farming and conservation.',
    },
    icon: 'leaf',
    image: 'environment',
    indicators: 16,
    sdgCount: 7,
    color: '#2f7a3b',
    bgColor: '#e8f4ea',
    samples: [
      { en: 'Groundwater abstraction' },
      { en: 'Renewable energy capacity' },
      { en: 'Air quality index' },
      { en: 'Protected area coverage' },
    ],
  },
  {
    id: 'governance',
    title: { en: 'Governance' },
    description: {
      en: 'Public services, digital government, budgets and transparency of regional institutions.',
    },
    icon: 'landmark',
    image: 'governance',
    indicators: 12,
    sdgCount: 4,
    color: '#6b3f8f',
    bgColor: '#f2ecf7',
    samples: [
      { en: 'Digital service adoption' },
      { en: 'Open datasets published' },
      { en: 'Municipal budget execution' },
    ],
  },
]);
