import { normalizeSearchText, searchTerms } from '@core/catalogue/search-text';

/** A question with everything it says, question and answer, in both languages, folded (./filter.ts). */
export type FaqEntry = { id: string; text: string };

/**
 * The form the FAQ search compares in: the catalogue search's normal form (case, Arabic hamza and alef forms,
 * taa marbuta, alef maqsura, diacritics and tatweel folded), with punctuation and symbols read as spaces, so
 * that “licence?”, «النشرة» and package_search match licence, النشره and “package search”.
 */
export const foldText = (text: string) => normalizeSearchText(text.replace(/[\p{P}\p{S}]+/gu, ' '));

/**
 * The ids of the questions in which every word of `query` appears (in either language, as a word or part of
 * one), in their order; null when the query has no words, meaning every question.
 */
export function matchingQuestions(entries: readonly FaqEntry[], query: string): string[] | null {
  const terms = searchTerms(foldText(query));
  if (!terms.length) return null;
  return entries.filter((e) => terms.every((term) => e.text.includes(term))).map((e) => e.id);
}
