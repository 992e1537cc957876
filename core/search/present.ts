/**
 * What a search's hits look like on a page: each with its title and a snippet whose matched words are marked.
 * Kept apart from the engine, so that pages show results without loading it.
 */
import type { Language } from '../paths';
import type { SearchRecord, SearchType } from './records';
import { markMatches } from './terms';

export type Hit = {
  record: SearchRecord;
  score: number;
  /** The indexed terms the search looked for, for marking the words in a snippet. */
  terms: ReadonlySet<string>;
};

/**
 * What a hit shows in `lang`: its title, and a snippet of about `length` characters around the first matched
 * word — from the text in `lang`, or, when only the other language's words matched, from that language's title
 * or text (with its language, so it is shown in its direction).
 */
export function presentHit(hit: Hit, lang: Language, length = 160) {
  const other: Language = lang === 'en' ? 'ar' : 'en';
  const marked = (text: string) => markMatches(text, hit.terms);
  const hasMark = (text: string) => marked(text).some((p) => p.mark);
  const title = hit.record.title[lang];
  const candidates: [string, Language][] = [
    [hit.record.text[lang], lang],
    [hit.record.title[other], other],
    [hit.record.text[other], other],
  ];
  const [source, sourceLang] = hasMark(title)
    ? [hit.record.text[lang], lang]
    : (candidates.find(([text]) => hasMark(text)) ?? [hit.record.text[lang], lang]);
  return {
    title: marked(title),
    snippet: marked(excerpt(source, hit.terms, length)),
    snippetLang: sourceLang,
  };
}

/** About `length` characters of `text`, starting a little before its first matched word, cut at spaces. */
function excerpt(text: string, terms: ReadonlySet<string>, length: number) {
  if (text.length <= length) return text;
  const pieces = markMatches(text, terms);
  let at = 0;
  for (const p of pieces) {
    if (p.mark) break;
    at += p.text.length;
  }
  if (at >= text.length) at = 0;
  let start = Math.max(0, at - 40);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end)}${end < text.length ? ' …' : ''}`;
}

/**
 * What the search page lists for a query without JavaScript (the server searches: server/search.ts): the query,
 * the type chosen, how many matched (of each type), and the first `limit` hits.
 */
export type SearchPageResults = SearchCounts & { hits: Hit[]; limit: number };

/** A query's counts: in all, of each type, and of the type chosen (`total`; of every type without one). */
type SearchCounts = {
  q: string;
  type?: SearchType;
  total: number;
  all: number;
  counts: Partial<Record<SearchType, number>>;
};

/** Where the dialog and the results page ask (server/search.ts). */
export const SEARCH_API = '/api/search';

/** The most hits one answer lists (the results page asks for more twenty at a time). */
export const SEARCH_LIMIT = 500;

/** What they ask: the words, a type, and the best `per` of each type (the dialog) or `limit` (the page). */
export type SearchRequest = { q: string; type?: SearchType; per?: number; limit?: number };

/** A hit as the API sends it: the terms looked for as a list. */
export type SentHit = Omit<Hit, 'terms'> & { terms: string[] };

/** The API's answer: the counts (in all, of each type, of the type asked for), each type's best, or the best. */
export type SearchAnswer = SearchCounts & {
  groups: { type: SearchType; hits: SentHit[] }[];
  hits: SentHit[];
};

/** A hit as the API sent it, with its terms a set again for `presentHit`. */
export const receivedHit = (hit: SentHit): Hit => ({ ...hit, terms: new Set(hit.terms) });
