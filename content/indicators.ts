import { z } from 'zod';
import { domains } from './domains';
import { defineContent, id, localized, uniqueIds } from './schema';

/**
 * The indicator framework behind the Data & Indicators page. Totals (indicators, SDG-aligned indicators,
 * domains) are not written here: they are summed from content/domains.ts.
 */
const domainIds = new Set(domains.map((d) => d.id));
const domainRef = id.refine((value) => domainIds.has(value), { message: 'unknown domain id' });

const SdgGoal = z.object({
  /** The UN goal number, 1–17. */
  number: z.number().int().min(1).max(17),
  title: localized,
});

const CpiDimension = z.object({
  id,
  title: localized,
  description: localized,
  /** Domains whose indicators feed this dimension. */
  domainIds: z.array(domainRef).min(1),
});
export type CpiDimension = z.infer<typeof CpiDimension>;

const Indicators = z.object({
  hero: z.object({ title: localized, lead: localized }),
  /** Length of the longest indicator series, in years. */
  yearsOfData: z.number().int().positive(),
  sdg: z.object({
    title: localized,
    description: localized,
    goals: z.array(SdgGoal).min(1),
    /** SDG goals each domain's aligned indicators report on. */
    goalsByDomain: z.array(
      z.object({ domainId: domainRef, goals: z.array(z.number().int().min(1).max(17)).min(1) }),
    ),
  }),
  cpi: z.object({
    title: localized,
    description: localized,
    /** The six dimensions of the UN-Habitat City Prosperity Index, in UN-Habitat's order. */
    dimensions: z.array(CpiDimension).length(6).superRefine(uniqueIds),
  }),
});

export const indicators = defineContent('content/indicators.ts', Indicators, {
  hero: {
    title: { en: 'Data & Indicators' },
    lead: {
      en: 'Regional indicators for Hail in five thematic domains, aligned with the UN Sustainable Development Goals and the UN-Habitat City Prosperity Index.',
    },
  },
  yearsOfData: 15,
  sdg: {
    title: { en: 'SDG Dashboard' },
    description: {
      en: 'How many indicators in each domain report on a target of the UN Sustainable Development Goals, and which goals they serve.',
    },
    goals: [
      { number: 2, title: { en: 'Zero Hunger' } },
      { number: 3, title: { en: 'Good Health and Well-being' } },
      { number: 4, title: { en: 'Quality Education' } },
      { number: 5, title: { en: 'Gender Equality' } },
      { number: 6, title: { en: 'Clean Water and Sanitation' } },
      { number: 7, title: { en: 'Affordable and Clean Energy' } },
      { number: 8, title: { en: 'Decent Work and Economic Growth' } },
      { number: 9, title: { en: 'Industry, Innovation and Infrastructure' } },
      { number: 11, title: { en: 'Sustainable Cities and Communities' } },
      { number: 13, title: { en: 'Climate Action' } },
      { number: 15, title: { en: 'Life on Land' } },
      { number: 16, title: { en: 'Peace, Justice and Strong Institutions' } },
      { number: 17, title: { en: 'Partnerships for the Goals' } },
    ],
    goalsByDomain: [
      { domainId: 'people-society', goals: [3, 4, 5] },
      { domainId: 'economy', goals: [2, 8, 9] },
      { domainId: 'infrastructure-liveability', goals: [6, 9, 11] },
      { domainId: 'environment-sustainability', goals: [6, 7, 13, 15] },
      { domainId: 'governance', goals: [16, 17] },
    ],
  },
  cpi: {
    title: { en: 'City Prosperity Index' },
    description: {
      en: 'The UN-Habitat City Prosperity Index measures prosperity in six dimensions. Our domains supply the indicators for each of them; index scores will be published once the full set of indicators has been measured.',
    },
    dimensions: [
      {
        id: 'productivity',
        title: { en: 'Productivity' },
        description: { en: 'Economic strength, employment and the output of the local economy.' },
        domainIds: ['economy'],
      },
      {
        id: 'infrastructure-development',
        title: { en: 'Infrastructure Development' },
        description: { en: 'Housing, water, energy, transport and digital connections.' },
        domainIds: ['infrastructure-liveability'],
      },
      {
        id: 'quality-of-life',
        title: { en: 'Quality of Life' },
        description: { en: 'Health, education, safety and public space.' },
        domainIds: ['people-society', 'infrastructure-liveability'],
      },
      {
        id: 'equity-social-inclusion',
        title: { en: 'Equity & Social Inclusion' },
        description: {
          en: 'How fairly income, opportunity and services are shared, including between women and men.',
        },
        domainIds: ['people-society', 'economy'],
      },
      {
        id: 'environmental-sustainability',
        title: { en: 'Environmental Sustainability' },
        description: { en: 'Air quality, water use, waste and renewable energy.' },
        domainIds: ['environment-sustainability'],
      },
      {
        id: 'governance-legislation',
        title: { en: 'Governance & Legislation' },
        description: { en: 'Participation, accountability, public finances and institutional capacity.' },
        domainIds: ['governance'],
      },
    ],
  },
});
