/**
 * How words are compared, on both sides of a search: the catalogue's normal form (case, Arabic diacritics,
 * tatweel, alef/hamza, taa marbuta and alef maqsura, Arabic-Indic digits), then, in Arabic, the definite article
 * and the prefixes و ب ل ف ك set aside, and in English a Porter stem. A word is indexed in its full form and its
 * reduced form; a search word is reduced, and may be the start of a word (the one being typed).
 */
import { stemmer } from 'stemmer';
import { normalizeSearchText } from '../catalogue/search-text';

const ARABIC = /[\u0600-\u06ff]/;
const LATIN = /^[a-z]+$/;
/** Longest first: each leaves at least two letters of the word (three for a lone letter). */
const ARTICLES = ['وبال', 'وال', 'بال', 'فال', 'كال', 'لل', 'ال'];
const LETTERS = ['و', 'ف', 'ب', 'ل', 'ك'];

/** An Arabic word without its article or one-letter prefixes: والسكان → سكان, بالمنطقه → منطقه, للمياه → مياه. */
export function arabicBase(word: string) {
  for (const a of ARTICLES)
    if (word.startsWith(a) && word.length - a.length >= 2) return word.slice(a.length);
  for (const l of LETTERS) if (word.startsWith(l) && word.length - 1 >= 3) return word.slice(1);
  return word;
}

/** The reduced form of one normalised word. */
export function reduce(word: string) {
  if (ARABIC.test(word)) return arabicBase(word);
  if (LATIN.test(word) && word.length > 3) return stemmer(word);
  return word;
}

/** Words of a text, normalised (apostrophes and hyphens split words; digits are words). */
export function words(text: string) {
  return normalizeSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The terms a normalised word (from `words`) is indexed under: the word and its reduced form. */
export function forms(word: string): string[] {
  const r = reduce(word);
  return r === word ? [word] : [word, r];
}

/** The terms any word is indexed under. */
export const indexTerms = (word: string) => {
  const n = normalizeSearchText(word);
  return n ? forms(n) : [];
};

/**
 * Whether a word being typed is worth matching as the start of words: at least three letters, two of them after
 * an Arabic article (ال, وال, بال …), since "ا" or "ال" begin half of the vocabulary.
 */
export function prefixWorthy(word: string) {
  const article = ARTICLES.find((a) => word.startsWith(a));
  return word.length >= 3 && (!article || word.length - article.length >= 2);
}

/**
 * Whether a typo is forgiven in a word (normalised): five letters or more, not counting an Arabic article or
 * prefix (الابار has four, and its neighbours one letter away — الغبار, dust — are other words).
 */
export function typoWorthy(word: string) {
  return (ARABIC.test(word) ? arabicBase(word) : word).length >= 5;
}

/** The term a search word looks for. */
export function queryTerm(word: string) {
  const n = normalizeSearchText(word);
  return n ? reduce(n) : null;
}

/**
 * `text` cut into pieces, those whose word is indexed under one of `found` (the terms a search looked for)
 * marked. The pieces join back to `text` exactly.
 */
export function markMatches(text: string, found: ReadonlySet<string>) {
  const pieces: { text: string; mark: boolean }[] = [];
  for (const part of text.split(/([\p{L}\p{M}\p{N}\u0640]+)/u)) {
    if (!part) continue;
    const mark = /[\p{L}\p{N}]/u.test(part) && indexTerms(part).some((t) => found.has(t));
    const last = pieces.at(-1);
    if (last && last.mark === mark && !mark) last.text += part;
    else pieces.push({ text: part, mark });
  }
  return pieces;
}
