/**
 * The participation forms' fields that the pages draw — languages, lengths, choices — without the schemas that
 * check them (./forms.ts, zod), which the browser loads only when a form is about to be sent.
 */
export const languages = ['en', 'ar'] as const;
export type FormLanguage = (typeof languages)[number];

/** The bounds of the fields, in characters. */
export const bounds = {
  name: 120,
  email: 254,
  organisation: 200,
  page: 300,
  message: { min: 10, max: 4000 },
  text: { min: 10, max: 2000 },
} as const;

export const feedbackTopics = ['general', 'data-quality', 'website', 'accessibility', 'other'] as const;

export const requestFormats = [
  'CSV',
  'Excel',
  'JSON',
  'GeoJSON',
  'Shapefile',
  'PDF',
  'API',
  'other',
] as const;

export const newsletterTopics = ['new-datasets', 'indicators', 'publications', 'events'] as const;
