/**
 * The portal search: MiniSearch over titles and texts in both languages (titles weigh more), with the word rules
 * of terms.ts, prefix matching for the word being typed and one or two typos forgiven in longer words. The same
 * code runs in the build's tests, the benchmark and the browser's search dialog.
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { Language } from '../paths';
import { indexTerms, markMatches, queryTerm, words } from './terms';
import { searchTypes, type SearchRecord, type SearchType } from './records';

export type Hit = {
  record: SearchRecord;
  score: number;
  /** The indexed terms that matched, for marking the words in a snippet. */
  terms: string[];
};

const fields = ['titleEn', 'titleAr', 'textEn', 'textAr'] as const;

export function createSearch(records: readonly SearchRecord[]) {
  const engine = new MiniSearch<SearchRecord>({
    fields: [...fields],
    idField: 'id',
    extractField: (r, field) =>
      field === 'titleEn'
        ? r.title.en
        : field === 'titleAr'
          ? r.title.ar
          : field === 'textEn'
            ? r.text.en
            : field === 'textAr'
              ? r.text.ar
              : ((r as Record<string, unknown>)[field] as string),
    tokenize: (text) => words(text),
    processTerm: (term) => indexTerms(term),
    searchOptions: {
      // Queries arrive as words already normalised (see `search`)
      tokenize: (text) => [text],
      processTerm: (term) => term,
      boost: { titleEn: 3, titleAr: 3 },
      prefix: true,
      fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 5 ? 1 : false),
      combineWith: 'AND',
      weights: { fuzzy: 0.3, prefix: 0.6 },
    },
  });
  engine.addAll(records as SearchRecord[]);
  const byId = new Map(records.map((r) => [r.id, r]));

  /** Every record matching all the words of `q` (of `type`, if given), best first. */
  function search(q: string, type?: SearchType): Hit[] {
    const terms = words(q);
    if (!terms.length) return [];
    // Each word as typed (prefix, typos forgiven) or in its reduced form; every word must match.
    const query: Query = {
      combineWith: 'AND',
      queries: terms.map((word) => {
        const reduced = queryTerm(word)!;
        return reduced === word ? word : ({ combineWith: 'OR', queries: [word, reduced] } satisfies Query);
      }),
    };
    const results: SearchResult[] = engine.search(
      query,
      type ? { filter: (r) => byId.get(r.id)?.type === type } : {},
    );
    return results.map((r) => ({ record: byId.get(r.id)!, score: r.score, terms: r.terms }));
  }
  return { search, size: records.length };
}
export type Search = ReturnType<typeof createSearch>;

/** Hits grouped by type, in the order of `searchTypes`, each group best first; the count per type. */
export function groupHits(hits: readonly Hit[]) {
  const groups = searchTypes
    .map((type) => ({ type, hits: hits.filter((h) => h.record.type === type) }))
    .filter((g) => g.hits.length > 0);
  const counts = Object.fromEntries(groups.map((g) => [g.type, g.hits.length])) as Partial<
    Record<SearchType, number>
  >;
  return { groups, counts };
}

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
function excerpt(text: string, terms: readonly string[], length: number) {
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
