/**
 * The portal search over the build's index (build-index.ts), with the word rules of terms.ts: every word of a
 * query must match a record's title or text in either language, as written or in its reduced form; the last word
 * (the one being typed) also matches as the start of words once it is long enough, and a typo (a letter missing,
 * added, changed, or two swapped) is forgiven in words of five letters or more, an Arabic article apart. Records
 * are weighed by Okapi BM25+ per field, titles three times the texts, summed over the fields and the words.
 *
 * Hand-made for speed on phones (`npm run bench:search`, README): the terms are a sorted list (a prefix is a
 * range of it) and a Map (a typo is one of the word's few hundred neighbours), so loading builds no tree; the
 * weights are added up in typed arrays and only the best are sorted, so a keystroke stays within a frame with
 * tens of thousands of records. The same code runs in the tests, the benchmark, the server (results without
 * JavaScript) and the browser's search dialog.
 */
import type { Hit } from './present';
import { FIELDS, searchTypes, type SearchIndex, type SearchType } from './records';
import { prefixWorthy, queryTerm, typoWorthy, words } from './terms';

/** How much a term found by its start or with a typo counts, next to the word itself (as MiniSearch weighs them). */
const PREFIX = 0.6;
const FUZZY = 0.3;
/** BM25+ parameters (MiniSearch's). */
const K = 1.2;
const B = 0.7;
const D = 0.5;

/** A search's matches: how many, how many of each type, and the best of them. */
export type Results = {
  total: number;
  counts: Partial<Record<SearchType, number>>;
  /** The `limit` best matches (of `type`, if given), best first. */
  best: (limit: number, type?: SearchType) => Hit[];
  /** The `limit` best matches of each type found, in the order of `searchTypes`. */
  bestOfEach: (limit: number) => { type: SearchType; hits: Hit[] }[];
};

export function createSearch({ records, terms: termList, postings, lengths }: SearchIndex) {
  const n = records.length;
  const fields = FIELDS.length;
  const termOf = new Map<string, number>();
  termList.forEach((term, t) => termOf.set(term, t));
  // The letters a typo may add or change, by script: a Latin word's typo is a Latin letter
  const letters = [...new Set(termList.join(''))];
  const alphabets = [/[\u0600-\u06ff]/, /[a-z]/, /[0-9]/].map((script) =>
    letters.filter((c) => script.test(c)),
  );
  const alphabetOf = (word: string) => alphabets.find((a) => a.includes(word[0]!)) ?? letters;

  // Each term's records and weights, all in two typed arrays: those of term t at start[t] … start[t + 1] - 1,
  // filled by `read`
  const start = new Uint32Array(termList.length + 1);
  for (let t = 0; t < termList.length; t++) start[t + 1] = start[t]! + postings[t]!.length / 2;
  const docs = new Uint32Array(start[termList.length]!);
  const weights = new Float32Array(docs.length);
  const boost = Float64Array.from(FIELDS, (field) => field.boost);
  const average = new Float64Array(fields);
  for (let i = 0; i < lengths.length; i++) average[i % fields]! += lengths[i]! / n;
  // BM25's length part, for each record's fields
  const norm = Float64Array.from(
    lengths,
    (length, i) => K * (1 - B + (B * length) / (average[i % fields]! || 1)),
  );
  const inField = new Float64Array(fields);
  const idf = new Float64Array(fields);
  // A term's records and weights are read from the index the first time a search needs them, so that loading
  // is quick however many terms there are
  const ready = new Uint8Array(termList.length);
  function read(t: number) {
    ready[t] = 1;
    const list = postings[t]!;
    inField.fill(0);
    for (let i = 1; i < list.length; i += 2)
      for (let f = 0; f < fields; f++) if ((list[i]! >> (4 * f)) & 15) inField[f]!++;
    for (let f = 0; f < fields; f++) idf[f] = Math.log(1 + (n - inField[f]! + 0.5) / (inField[f]! + 0.5));
    let doc = 0;
    for (let i = 0, at = start[t]!; i < list.length; i += 2, at++) {
      docs[at] = doc += list[i]!;
      let weight = 0;
      for (let f = 0; f < fields; f++) {
        const tf = (list[i + 1]! >> (4 * f)) & 15;
        if (tf) weight += boost[f]! * idf[f]! * (D + (tf * (K + 1)) / (tf + norm[doc * fields + f]!));
      }
      weights[at] = weight;
    }
  }
  const typeOf = Uint8Array.from(records, (r) => searchTypes.indexOf(r.type));
  // Working memory, reused: a word's score per record, the query's score, how many words each record matched, and
  // the records matching them all
  const wordScore = new Float32Array(n);
  const score = new Float32Array(n);
  const matched = new Uint16Array(n);
  const hits = new Uint32Array(n);

  /** The terms starting with `prefix`: a range of the sorted list. */
  function* startingWith(prefix: string) {
    let low = 0;
    let high = termList.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (termList[mid]! < prefix) low = mid + 1;
      else high = mid;
    }
    for (let t = low; t < termList.length && termList[t]!.startsWith(prefix); t++) yield t;
  }

  /** The terms one edit away from `word`: a letter left out, added, changed, or two next to each other swapped. */
  function* oneEditFrom(word: string) {
    const alphabet = alphabetOf(word);
    for (let i = 0; i <= word.length; i++) {
      const before = word.slice(0, i);
      const after = word.slice(i);
      const candidates = [
        ...(i < word.length ? [before + after.slice(1)] : []),
        ...(i + 1 < word.length ? [before + after[1]! + after[0]! + after.slice(2)] : []),
        ...alphabet.map((c) => before + c + after),
        ...(i < word.length ? alphabet.map((c) => before + c + after.slice(1)) : []),
      ];
      for (const candidate of candidates) {
        const t = candidate === word ? undefined : termOf.get(candidate);
        if (t !== undefined) yield t;
      }
    }
  }

  /** The terms a search word stands for, with how much each counts. */
  function variants(word: string, last: boolean) {
    const found = new Map<number, number>();
    const add = (term: number, weight: number) => found.set(term, Math.max(found.get(term) ?? 0, weight));
    const reduced = queryTerm(word)!;
    for (const form of reduced === word ? [word] : [word, reduced]) {
      const exact = termOf.get(form);
      if (exact !== undefined) add(exact, 1);
      if (last && prefixWorthy(word))
        for (const t of startingWith(form)) {
          const length = termList[t]!.length;
          if (t !== exact) add(t, (PREFIX * length) / (length + 0.3 * (length - form.length)));
        }
      if (typoWorthy(form))
        for (const t of oneEditFrom(form)) add(t, (FUZZY * termList[t]!.length) / (termList[t]!.length + 1));
    }
    return found;
  }

  /** Every record matching all the words of `q`. */
  function search(q: string): Results {
    const list = words(q);
    const found: number[] = [];
    let total = 0;
    if (list.length) {
      matched.fill(0);
      list.forEach((word, w) => {
        wordScore.fill(0);
        for (const [t, weight] of variants(word, w === list.length - 1)) {
          found.push(t);
          if (!ready[t]) read(t);
          for (let at = start[t]!, end = start[t + 1]!; at < end; at++)
            wordScore[docs[at]!]! += weight * weights[at]!;
        }
        for (let doc = 0; doc < n; doc++)
          if (matched[doc] === w && wordScore[doc]! > 0) {
            score[doc] = (w ? score[doc]! : 0) + wordScore[doc]!;
            matched[doc] = w + 1;
          }
      });
      for (let doc = 0; doc < n; doc++) if (matched[doc] === list.length) hits[total++] = doc;
    }
    const perType = new Uint32Array(searchTypes.length);
    for (let i = 0; i < total; i++) perType[typeOf[hits[i]!]!]!++;
    const counts: Results['counts'] = {};
    searchTypes.forEach((type, k) => perType[k] && (counts[type] = perType[k]));

    // Kept with the results: the working memory is the next search's
    const docsFound = hits.slice(0, total);
    const scores = new Float32Array(total);
    for (let i = 0; i < total; i++) scores[i] = score[docsFound[i]!]!;
    let terms: Set<string> | undefined;
    const hit = (i: number): Hit => ({
      record: records[docsFound[i]!]!,
      score: scores[i]!,
      terms: (terms ??= new Set(found.map((t) => termList[t]!))),
    });
    /** For each wanted type (or all, at -1), the positions of its `limit` best, best first (ties in order). */
    const select = (limit: number, wanted: number[]) => {
      const best = wanted.map((): number[] => []);
      const slot = new Int8Array(searchTypes.length + 1).fill(-1);
      wanted.forEach((k, i) => (slot[k + 1] = i));
      const all = slot[0]!;
      for (let i = 0; i < total; i++) {
        const which = all >= 0 ? all : slot[typeOf[docsFound[i]!]! + 1]!;
        if (which < 0) continue;
        const list = best[which]!;
        if (list.length === limit && scores[i]! <= scores[list[limit - 1]!]!) continue;
        let at = list.length;
        while (at > 0 && scores[list[at - 1]!]! < scores[i]!) at--;
        list.splice(at, 0, i);
        if (list.length > limit) list.pop();
      }
      return best.map((list) => list.map(hit));
    };
    return {
      total,
      counts,
      best: (limit, type) => select(limit, [type ? searchTypes.indexOf(type) : -1])[0]!,
      bestOfEach(limit) {
        const types = searchTypes.filter((type) => counts[type]);
        const best = select(
          limit,
          types.map((type) => searchTypes.indexOf(type)),
        );
        return types.map((type, i) => ({ type, hits: best[i]! }));
      },
    };
  }
  return { search, size: n };
}
export type Search = ReturnType<typeof createSearch>;
