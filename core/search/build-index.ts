/**
 * The search index the build writes (and the tests and the benchmark make): the records, every term their words
 * are indexed under (terms.ts), in order, and for each term the records it occurs in with how often in each of
 * their four fields; and each record's field lengths. The engine (engine.ts) weighs them when it loads.
 */
import { FIELDS, type SearchIndex, type SearchRecord } from './records';
import { forms, words } from './terms';

/** Occurrences of a term in a field are counted up to 15, where their weight has long stopped growing. */
const MOST = 15;

export function buildSearchIndex(records: readonly SearchRecord[]): SearchIndex {
  const lengths: number[] = [];
  // For each term, for each record: its count in each field, packed four bits a field
  const counts = new Map<string, Map<number, number>>();
  records.forEach((record, doc) =>
    FIELDS.forEach((field, f) => {
      const list = words(field.text(record));
      lengths.push(list.length);
      const seen = new Map<string, number>();
      for (const word of list) for (const term of forms(word)) seen.set(term, (seen.get(term) ?? 0) + 1);
      for (const [term, count] of seen) {
        let docs = counts.get(term);
        if (!docs) counts.set(term, (docs = new Map()));
        docs.set(doc, (docs.get(doc) ?? 0) + Math.min(count, MOST) * 16 ** f);
      }
    }),
  );
  const terms = [...counts.keys()].sort();
  const postings = terms.map((term) => {
    const flat: number[] = [];
    let previous = 0;
    for (const [doc, packed] of [...counts.get(term)!].sort((a, b) => a[0] - b[0])) {
      flat.push(doc - previous, packed);
      previous = doc;
    }
    return flat;
  });
  return { records: [...records], terms, postings, lengths };
}
