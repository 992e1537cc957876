/** What the portal search finds: one record per thing the portal publishes, with its text in both languages. */
import type { Localized } from '../schema';

/** In the order results are grouped. */
export const searchTypes = [
  'dataset',
  'indicator',
  'publication',
  'report',
  'story',
  'governorate',
  'page',
] as const;
export type SearchType = (typeof searchTypes)[number];

export type SearchRecord = {
  /** Unique: `${type}:${key}`. */
  id: string;
  type: SearchType;
  /** The English site path (with an #anchor where the item is part of a page); `localize` it for Arabic. */
  path: string;
  title: Localized;
  /** The words around the title: description, summary, keywords. */
  text: Localized;
};

/** The index file the build writes and the search dialog fetches when it first opens. */
export const SEARCH_INDEX = '/search/index.json';
