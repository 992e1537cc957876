import { z } from 'zod';
import { defineContent, id, localized, uniqueIds } from './schema';

/** The data governance policy shown at /about/governance. */
const Governance = z.object({
  lead: localized,
  policies: z
    .array(
      z.object({
        id,
        icon: z.enum(['scale', 'file-check', 'refresh-cw', 'badge-check', 'shield']),
        title: localized,
        summary: localized,
        points: z.array(localized).min(1),
      }),
    )
    .length(5)
    .superRefine(uniqueIds),
  /** The date the policy text was last revised (ISO). */
  reviewed: z.iso.date(),
});

export const governance = defineContent('content/governance.ts', Governance, {
  lead: {
    en: 'How the Hail Region Development Authority licenses, publishes, updates and protects the data on this portal.',
  },
  policies: [
    {
      id: 'open-licence',
      icon: 'scale',
      title: { en: 'Open licence' },
      summary: {
        en: 'Unless a dataset’s page says otherwise, data on this portal is published under the Creative Commons Attribution 4.0 International licence (CC BY 4.0).',
      },
      points: [
        { en: 'You may copy, share, adapt and use the data for any purpose, including commercial use.' },
        {
          en: 'Credit the source as “Hail Region Development Authority – Hail Regional Data Hub” and link to the dataset.',
        },
        {
          en: 'Data supplied by partner agencies keeps the terms set by that agency; they are shown on the dataset page.',
        },
      ],
    },
    {
      id: 'publishing-standards',
      icon: 'file-check',
      title: { en: 'Publishing standards' },
      summary: {
        en: 'Datasets follow the open-data standards of the National Data Management Office and are described with DCAT metadata.',
      },
      points: [
        {
          en: 'Every dataset carries a title, description, publisher, licence, temporal and spatial coverage.',
        },
        {
          en: 'Tables are offered in open, machine-readable formats (CSV, JSON); maps in GeoJSON, KML and Shapefile.',
        },
        {
          en: 'Text is UTF-8; dates use ISO 8601; indicators are mapped to the SDG and City Prosperity Index frameworks.',
        },
      ],
    },
    {
      id: 'update-cycle',
      icon: 'refresh-cw',
      title: { en: 'Update cycle' },
      summary: { en: 'Each dataset states how often it is updated and when it was last updated.' },
      points: [
        {
          en: 'Economic and labour indicators are refreshed quarterly, within 60 days of the end of the quarter.',
        },
        { en: 'Population, environment and infrastructure indicators are refreshed annually.' },
        {
          en: 'Corrections are published as soon as they are verified, with a note in the dataset’s change log.',
        },
      ],
    },
    {
      id: 'data-quality',
      icon: 'badge-check',
      title: { en: 'Data quality' },
      summary: {
        en: 'Figures are checked for completeness, consistency and plausibility before they are published.',
      },
      points: [
        { en: 'Each indicator documents its source, method, unit and any known limitations.' },
        { en: 'Provisional figures are labelled as such and replaced when final figures are available.' },
        {
          en: 'Anyone can report a suspected error through the feedback channel; we reply within 10 working days.',
        },
      ],
    },
    {
      id: 'privacy',
      icon: 'shield',
      title: { en: 'Privacy and confidentiality' },
      summary: {
        en: 'No personal data is published. Statistics are aggregated so that no person or business can be identified.',
      },
      points: [
        { en: 'Personal data is handled under the Saudi Personal Data Protection Law.' },
        { en: 'Small counts that could identify individuals are suppressed or combined before publication.' },
        { en: 'The portal uses no advertising or tracking cookies.' },
      ],
    },
  ],
  reviewed: '2025-09-01',
});
