/**
 * The text rule of the catalogue search: every word of the search appears in a dataset's title or description,
 * in English or Arabic, compared in one normal form so that case and Arabic spelling variants do not matter.
 */
import type { DatasetSummary } from './types';

// Combining marks listed one by one on purpose: each is removed wherever it stands.
// eslint-disable-next-line no-misleading-character-class
const MARKS = /[\u0610-\u061a\u061c\u0640\u064b-\u065f\u0670\u06d6-\u06ed\u200b-\u200f]/g;
const LETTERS: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ؤ: 'و', ئ: 'ي', ى: 'ي', ة: 'ه' };

/**
 * The form both sides of a text match are compared in: compatibility-normalised, lower case, Arabic
 * diacritics, tatweel and direction marks removed, alef and hamza forms, alef maqsura and taa marbuta folded
 * (أ إ آ ٱ → ا, ؤ → و, ئ ى → ي, ة → ه), Arabic-Indic digits as 0-9, single spaces.
 */
export function normalizeSearchText(text: string) {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(MARKS, '')
    .replace(/[أإآٱؤئىة]/g, (c) => LETTERS[c]!)
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (c) => String(c.charCodeAt(0) % 16))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search, normalised, without repeats. */
export function searchTerms(q: string) {
  return [...new Set(normalizeSearchText(q).split(' ').filter(Boolean))];
}

export const rawText = (d: DatasetSummary) =>
  `${d.title.en} ${d.description.en} ${d.title.ar} ${d.description.ar}`;

/** The text a search looks in, normalised: titles and descriptions in both languages. */
export function searchableText(d: DatasetSummary) {
  return normalizeSearchText(rawText(d));
}
