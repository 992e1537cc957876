/**
 * The portal search: MiniSearch over titles and texts in both languages (titles weigh more), with the word rules
 * of terms.ts, prefix matching for the word being typed and one or two typos forgiven in longer words. The same
 * code runs in the build's tests, the benchmark and the browser's search dialog.
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { Hit } from './present';
import type { SearchRecord, SearchType } from './records';
import { indexTerms, queryTerm, words } from './terms';

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
