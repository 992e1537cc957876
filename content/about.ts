import { z } from 'zod';
import { defineContent, id, localized, uniqueIds } from './schema';

/** A headline figure: a number formatted at render, with an optional unit and a trailing "+" for "more than". */
const Figure = z.object({
  id,
  label: localized,
  value: z.number().nonnegative(),
  unit: z.enum(['km2', 'percent']).optional(),
  plus: z.boolean().default(false),
  note: localized.optional(),
});
export type Figure = z.infer<typeof Figure>;

const About = z.object({
  hero: z.object({ eyebrow: localized, title: localized, lead: localized }),
  /** Spec: "four key figures". The fifth figure of the spec (tourism revenue growth) is an achievement below. */
  keyFigures: z.array(Figure).length(4).superRefine(uniqueIds),
  authority: z.object({ title: localized, paragraphs: z.array(localized).min(1) }),
  vision: z.object({ title: localized, text: localized }),
  overview: z
    .array(z.object({ id: z.enum(['location', 'economy', 'heritage']), title: localized, text: localized }))
    .length(3)
    .superRefine(uniqueIds),
  achievements: z
    .array(
      z.object({
        id,
        year: z.number().int(),
        title: localized,
        description: localized,
        figure: Figure.optional(),
      }),
    )
    .length(4)
    .superRefine(uniqueIds),
  dataHub: z.object({
    title: localized,
    description: localized,
    figures: z.array(Figure).length(3).superRefine(uniqueIds),
  }),
  mission: z.object({
    lead: localized,
    mission: localized,
    values: z
      .array(z.object({ id, title: localized, text: localized }))
      .min(3)
      .superRefine(uniqueIds),
    goals: z.array(localized).min(3),
  }),
});

export const about = defineContent('content/about.ts', About, {
  hero: {
    eyebrow: { en: 'Hail Region Development Authority' },
    title: { en: 'About Hail Region' },
    lead: {
      en: 'A region of granite mountains, desert oases and ancient trade routes in northern Saudi Arabia, building an economy for the next generation with open, trusted data.',
    },
  },
  keyFigures: [
    { id: 'area', label: { en: 'Total area' }, value: 103887, unit: 'km2' },
    { id: 'population', label: { en: 'Population' }, value: 697000, plus: true },
    { id: 'governorates', label: { en: 'Governorates' }, value: 8 },
    { id: 'vision-2030-projects', label: { en: 'Vision 2030 projects' }, value: 156 },
  ],
  authority: {
    title: { en: 'The Hail Region Development Authority' },
    paragraphs: [
      {
        en: 'The Hail Region Development Authority plans and coordinates the comprehensive development of the region. It works with ministries, municipalities, the private sector and the community to turn regional priorities into funded programmes and measurable results.',
      },
      {
        en: 'The authority sets the regional development strategy, prepares investment opportunities, follows up on major projects and publishes the evidence behind its decisions, so that residents, investors and researchers can see how the region is changing.',
      },
    ],
  },
  vision: {
    title: { en: 'Our vision' },
    text: {
      en: 'A prosperous, sustainable and liveable Hail that draws on its heritage, its farmland and its location to become a leading region for agriculture, tourism and logistics in the Kingdom.',
    },
  },
  overview: [
    {
      id: 'location',
      title: { en: 'Location' },
      text: {
        en: 'In the north-central Kingdom, between the Aja and Salma mountains and the sands of the Great Nafud, Hail sits on the routes linking Riyadh, the Qassim region, the northern border and the Hijaz.',
      },
    },
    {
      id: 'economy',
      title: { en: 'Economic base' },
      text: {
        en: 'Agriculture leads: wheat, dates, fruit and vegetables grown on groundwater-fed farms. Mining, light manufacturing, logistics and a growing tourism sector broaden the base.',
      },
    },
    {
      id: 'heritage',
      title: { en: 'Heritage' },
      text: {
        en: 'Home to the rock art of Jubbah and Shuwaymis, a UNESCO World Heritage Site, to the forts of A’arif and Qishlah, and to the legacy of generosity of Hatim al-Tai.',
      },
    },
  ],
  achievements: [
    {
      id: 'regional-strategy',
      year: 2021,
      title: { en: 'Regional development strategy approved' },
      description: {
        en: 'A long-term strategy for Hail set the priorities, programmes and targets that guide public investment.',
      },
    },
    {
      id: 'industrial-city',
      year: 2022,
      title: { en: 'New industrial land released' },
      description: {
        en: 'Serviced industrial parcels near the major road network opened to manufacturing and logistics investors.',
      },
    },
    {
      id: 'tourism-growth',
      year: 2023,
      title: { en: 'Tourism revenue growth' },
      description: {
        en: 'Heritage sites, the Hail International Rally and new hospitality projects brought more visitors and revenue to the region.',
      },
      figure: {
        id: 'tourism-revenue-growth',
        label: { en: 'Tourism revenue growth' },
        value: 180,
        unit: 'percent',
        note: { en: 'over 3 years' },
      },
    },
    {
      id: 'data-hub-launch',
      year: 2024,
      title: { en: 'Regional Data Hub launched' },
      description: {
        en: 'Regional indicators, maps and datasets became openly available to the public in one portal.',
      },
    },
  ],
  dataHub: {
    title: { en: 'The Regional Data Hub initiative' },
    description: {
      en: 'One open source of regional evidence: indicators tracked against the UN Sustainable Development Goals and the UN-Habitat City Prosperity Initiative, across five thematic domains.',
    },
    figures: [
      { id: 'indicators', label: { en: 'Indicators' }, value: 100, plus: true },
      { id: 'sdg-alignment', label: { en: 'SDG alignment' }, value: 17 },
      { id: 'domains', label: { en: 'Domains' }, value: 5 },
    ],
  },
  mission: {
    lead: {
      en: 'Why the Hail Regional Data Hub exists, the vision it serves, and the principles its team works by.',
    },
    mission: {
      en: 'To publish accurate, timely and open data about the Hail Region, so that decisions by government, investors and citizens rest on shared evidence.',
    },
    values: [
      {
        id: 'openness',
        title: { en: 'Open by default' },
        text: { en: 'Data is published openly unless privacy, security or law requires otherwise.' },
      },
      {
        id: 'quality',
        title: { en: 'Quality you can check' },
        text: { en: 'Every dataset names its source, method, coverage and date of last update.' },
      },
      {
        id: 'accessibility',
        title: { en: 'Accessible to all' },
        text: { en: 'Data is offered in Arabic and English, in common formats, on any device.' },
      },
      {
        id: 'collaboration',
        title: { en: 'Built with our users' },
        text: { en: 'Requests and feedback from the public shape what we publish next.' },
      },
    ],
    goals: [
      { en: 'Track the region’s progress on the Sustainable Development Goals and Vision 2030 programmes.' },
      { en: 'Give investors reliable figures on land, labour, infrastructure and markets.' },
      { en: 'Help researchers and students reuse regional data with clear licences and metadata.' },
      { en: 'Make government performance visible to the people of Hail.' },
    ],
  },
});
