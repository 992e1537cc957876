import { z } from 'zod';
import { defineContent, id, isoDate, localized, uniqueIds } from './schema';

const Participate = z.object({
  hero: z.object({ title: localized, lead: localized }),
  /** The three participation cards. Feedback and data requests open an e-mail to the portal address (content/site.ts). */
  channels: z
    .array(
      z.object({
        id: z.enum(['feedback', 'data-requests', 'events']),
        title: localized,
        description: localized,
        cta: localized,
        /** For e-mail channels: the prefilled subject and body. */
        email: z.object({ subject: localized, body: localized }).optional(),
      }),
    )
    .length(3)
    .superRefine(uniqueIds),
  events: z
    .array(
      z.object({
        id,
        title: localized,
        description: localized,
        /** ISO date of the event (local time in Hail). */
        date: isoDate,
        time: z.string().regex(/^\d{2}:\d{2}–\d{2}:\d{2}$/, 'must be a range such as 10:00–11:30'),
        format: z.enum(['online', 'in-person']),
        location: localized,
      }),
    )
    .min(1)
    .superRefine(uniqueIds),
  contact: z.object({ title: localized, text: localized }),
});

export const participate = defineContent('content/participate.ts', Participate, {
  hero: {
    title: { en: 'Participate' },
    lead: {
      en: 'Tell us what works, ask for the data you need, and meet the team and other data users at our workshops.',
    },
  },
  channels: [
    {
      id: 'feedback',
      title: { en: 'Provide Feedback' },
      description: {
        en: 'Found an error, a broken link or a figure that needs explaining? Tell us how the portal can serve you better.',
      },
      cta: { en: 'Send feedback' },
      email: {
        subject: { en: 'Feedback on the Hail Regional Data Hub' },
        body: { en: 'Page or dataset concerned:\n\nYour feedback:\n' },
      },
    },
    {
      id: 'data-requests',
      title: { en: 'Data Requests' },
      description: {
        en: 'Need data that is not on the portal yet? Describe what you need and why, and we will reply within 10 working days.',
      },
      cta: { en: 'Request data' },
      email: {
        subject: { en: 'Data request' },
        body: {
          en: 'Data needed (topic, indicators):\nArea and period:\nPreferred format (CSV, Excel, GeoJSON, ...):\nPurpose of use:\n',
        },
      },
    },
    {
      id: 'events',
      title: { en: 'Workshops & Events' },
      description: {
        en: 'Join hands-on workshops on using regional data, maps and dashboards, online and in Hail.',
      },
      cta: { en: 'See upcoming events' },
    },
  ],
  events: [
    {
      id: 'portal-introduction-webinar',
      title: { en: 'Getting started with the Hail Data Hub' },
      description: {
        en: 'A guided tour of indicators, the catalogue and downloads, with time for questions.',
      },
      date: '2026-12-08',
      time: '10:00–11:30',
      format: 'online',
      location: { en: 'Online webinar' },
    },
    {
      id: 'gis-for-investors',
      title: { en: 'Finding industrial land with the GIS Hub' },
      description: {
        en: 'Use map layers and distance queries to shortlist parcels near roads, water and power.',
      },
      date: '2027-01-19',
      time: '09:30–12:30',
      format: 'in-person',
      location: { en: 'Hail Chamber of Commerce, Hail' },
    },
    {
      id: 'data-for-researchers',
      title: { en: 'Open data for research and teaching' },
      description: { en: 'Licences, metadata and citing datasets, for faculty and graduate students.' },
      date: '2027-02-16',
      time: '11:00–13:00',
      format: 'in-person',
      location: { en: 'University of Ha’il, main campus' },
    },
    {
      id: 'open-data-day-2027',
      title: { en: 'Open Data Day Hail 2027' },
      description: {
        en: 'A day of short talks and a community challenge to build something useful with regional data.',
      },
      date: '2027-03-06',
      time: '09:00–16:00',
      format: 'in-person',
      location: { en: 'Hail Region Development Authority, Hail' },
    },
  ],
  contact: {
    title: { en: 'Contact the Data Hub team' },
    text: { en: 'Questions about a dataset, a licence or a partnership? Write, call or visit us.' },
  },
});
