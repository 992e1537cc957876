/**
 * The portal search: MiniSearch over titles and texts in both languages (titles weigh more), with the word rules
 * of terms.ts: the last word (the one being typed) also matches as the start of words once it is long enough,
 * and a typo is forgiven in words of five letters or more. The same code runs in the build's tests, the
 * benchmark, the server (results without JavaScript) and the browser's search dialog.
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { Hit } from './present';
import type { SearchRecord, SearchType } from './records';
import { forms, prefixWorthy, queryTerm, words } from './terms';

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
    // `words` normalises, so each word is only reduced here
    tokenize: (text) => words(text),
    processTerm: (term) => forms(term),
    searchOptions: {
      // Queries arrive as words already normalised (see `search`)
      tokenize: (text) => [text],
      processTerm: (term) => term,
      boost: { titleEn: 3, titleAr: 3 },
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
    // Each word as typed or in its reduced form, a typo forgiven in longer words; the last word may also be the
    // start of a word. Every word must match.
    const query: Query = {
      combineWith: 'AND',
      queries: terms.map((word, i) => {
        const reduced = queryTerm(word)!;
        return {
          combineWith: 'OR',
          queries: reduced === word ? [word] : [word, reduced],
          prefix: i === terms.length - 1 && prefixWorthy(word),
          fuzzy: (term: string) => (term.length >= 5 ? 1 : false),
        } satisfies Query;
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
