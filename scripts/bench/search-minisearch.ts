/**
 * For `npm run bench:search`: the portal search as it was first built, on MiniSearch alone (its index, scoring
 * and sorting), with the same word rules (terms.ts) and weights as core/search/engine.ts. The benchmark keeps it
 * to show why the portal now adds up the weights itself: MiniSearch scores every match into a Map of objects and
 * sorts them all, 100 ms and more per keystroke at 50,000 records.
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { SearchRecord } from '../../core/search/records.ts';
import { forms, prefixWorthy, queryTerm, words } from '../../core/search/terms.ts';

const fields = ['titleEn', 'titleAr', 'textEn', 'textAr'] as const;

export function miniSearchEngine(records: readonly SearchRecord[]) {
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

  /** The ids of every record matching all the words of `q`, best first. */
  function search(q: string): string[] {
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
    const results: SearchResult[] = engine.search(query);
    return results.map((r) => r.id as string);
  }
  return { search, engine };
}
