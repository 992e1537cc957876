import { z } from 'zod';
import { defineContent, href, id, localized } from './schema';

const link = z.object({ name: localized, href });

const Site = z.object({
  name: localized,
  shortName: localized,
  authority: localized,
  tagline: localized,
  description: localized,
  nav: z.array(z.object({ id, label: localized, href })).length(6),
  footerGroups: z.array(z.object({ id, title: localized, links: z.array(link).min(1) })).length(4),
  contact: z.object({
    email: z.email(),
    phone: z.string().regex(/^\+[0-9 ]+$/, 'must be an international number such as +966 16 532 0000'),
    address: localized,
    hours: localized,
  }),
  standards: z.array(z.object({ id, label: localized, description: localized })).length(3),
  social: z
    .array(
      z.object({
        id: z.enum(['x', 'linkedin', 'youtube', 'instagram']),
        name: localized,
        /** Left empty until the authority publishes the account; the button then shows as unavailable. */
        href: z.url().optional(),
      }),
    )
    .length(4),
  copyrightYear: z.number().int(),
  vision2030: localized,
});

export const site = defineContent('content/site.ts', Site, {
  name: { en: 'Hail Regional Data Hub' },
  shortName: { en: 'Hail Data Hub' },
  authority: { en: 'Hail Region Development Authority' },
  tagline: { en: 'Open data for a thriving region' },
  description: {
    en: 'The open-data portal of the Hail Region Development Authority: regional indicators, dashboards, maps, datasets and publications for policymakers, researchers, investors and citizens.',
  },
  nav: [
    { id: 'home', label: { en: 'Home' }, href: '/' },
    { id: 'about', label: { en: 'About' }, href: '/about' },
    { id: 'data', label: { en: 'Data & Indicators' }, href: '/data' },
    { id: 'tools', label: { en: 'Interactive Tools' }, href: '/tools' },
    { id: 'publications', label: { en: 'Publications' }, href: '/publications' },
    { id: 'participate', label: { en: 'Participate' }, href: '/participate' },
  ],
  footerGroups: [
    {
      id: 'data-analytics',
      title: { en: 'Data & Analytics' },
      links: [
        { name: { en: 'Data Catalogue' }, href: '/data/catalogue' },
        { name: { en: 'Dashboards' }, href: '/tools/dashboards' },
        { name: { en: 'GIS Hub' }, href: '/tools/gis' },
        { name: { en: 'Regional Observatory' }, href: '/tools/observatory' },
      ],
    },
    {
      id: 'resources',
      title: { en: 'Resources' },
      links: [
        { name: { en: 'Publications' }, href: '/publications' },
        { name: { en: 'Data Stories' }, href: '/publications/stories' },
        { name: { en: 'API Access' }, href: '/participate/api' },
        { name: { en: 'Learning Centre' }, href: '/participate/learn' },
      ],
    },
    {
      id: 'about',
      title: { en: 'About' },
      links: [
        { name: { en: 'About Hail' }, href: '/about' },
        { name: { en: 'Mission & Vision' }, href: '/about/mission' },
        { name: { en: 'Data Governance' }, href: '/about/governance' },
        { name: { en: 'Contact Us' }, href: '/about/contact' },
      ],
    },
    {
      id: 'connect',
      title: { en: 'Connect' },
      links: [
        { name: { en: 'Community' }, href: '/participate/community' },
        { name: { en: 'Support' }, href: '/participate/support' },
        { name: { en: 'Feedback' }, href: '/participate/feedback' },
        { name: { en: 'Newsletter' }, href: '/participate/newsletter' },
      ],
    },
  ],
  contact: {
    email: 'opendata@hailhub.sa',
    phone: '+966 16 532 0000',
    address: { en: 'King Abdulaziz Road, Al Muntazah District, Hail 55421, Saudi Arabia' },
    hours: { en: 'Sunday to Thursday, 8:00 to 15:00' },
  },
  standards: [
    {
      id: 'un-sdgs',
      label: { en: 'UN SDGs' },
      description: { en: 'Indicators aligned with the UN Sustainable Development Goals' },
    },
    {
      id: 'un-habitat-cpi',
      label: { en: 'UN-Habitat CPI' },
      description: { en: 'Measured with the UN-Habitat City Prosperity Index framework' },
    },
    {
      id: 'ndmo',
      label: { en: 'NDMO Compliant' },
      description: { en: 'Follows the National Data Management Office open-data standards' },
    },
  ],
  social: [
    { id: 'x', name: { en: 'X (Twitter)' } },
    { id: 'linkedin', name: { en: 'LinkedIn' } },
    { id: 'youtube', name: { en: 'YouTube' } },
    { id: 'instagram', name: { en: 'Instagram' } },
  ],
  copyrightYear: 2024,
  vision2030: { en: 'Aligned with Saudi Vision 2030' },
});
