import type { Localized } from '../schema.ts';

/** A publishing organisation (content/datasets.ts lists them; datasets name one by id). */
export type Publisher = { id: string; name: Localized };
/** A category of datasets (a CKAN group). */
export type Category = { id: string; label: Localized };

/**
 * The publisher with this id among `publishers`; a dataset whose publisher is not listed (yet) shows the id
 * itself as the name, in both languages, everywhere alike.
 */
export function publisherOf(publishers: readonly Publisher[], id: string): Publisher {
  return publishers.find((p) => p.id === id) ?? { id, name: { en: id, ar: id } };
}
