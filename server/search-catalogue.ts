/**
 * The portal search over a catalogue too large to be indexed in memory (server/search.ts): its datasets are found
 * by the catalogue's own search in the database (server/store/search.ts: every word a part of a word of a title
 * or description, in either language, Arabic spelling folded), the most downloaded first; everything else by the
 * engine over the build's other records. The two lists are merged by reciprocal rank fusion (each hit weighs
 * 1 / (60 + its rank) in its own list: Cormack, Clarke and Buettcher, 2009; Elasticsearch's `rrf` retriever).
 */
import { normalizeSearchText, searchTerms } from '../core/catalogue/search-text.ts';
import type { Results, Search } from '../core/search/engine.ts';
import type { Hit } from '../core/search/present.ts';
import { datasetRecord, type SearchRecord } from '../core/search/records.ts';
import { indexTerms } from '../core/search/terms.ts';
import type { CatalogueSource } from './ckan/catalogue.ts';

/** Reciprocal rank fusion's constant (the paper's, and Elasticsearch's default `rank_constant`). */
const RANK_CONSTANT = 60;
const fused = (rank: number) => 1 / (RANK_CONSTANT + rank + 1);

/** The words of a text, as markMatches (core/search/terms.ts) cuts them. */
const wordsOf = (text: string) => text.split(/[^\p{L}\p{M}\p{N}\u0640]+/u).filter(Boolean);

/** The index terms of the words of `record` that hold one of `terms`: what its title and snippet mark. */
function termsFound(record: SearchRecord, terms: readonly string[]) {
  const found = new Set<string>();
  for (const text of [record.title.en, record.title.ar, record.text.en, record.text.ar])
    for (const word of wordsOf(text)) {
      const normal = normalizeSearchText(word);
      if (terms.some((term) => normal.includes(term))) for (const term of indexTerms(word)) found.add(term);
    }
  return found;
}

/** What `q` finds: at most `most` datasets of the catalogue (and their number), and the others' matches. */
export async function searchWithCatalogue(
  others: Search,
  catalogue: CatalogueSource,
  q: string,
  most: number,
): Promise<Results> {
  const found = others.search(q);
  const terms = searchTerms(q);
  const { count, results } = await catalogue.search({
    q,
    rows: most,
    sort: { by: 'downloads', order: 'desc' },
  });
  const datasets: Hit[] = results.map((d, rank) => {
    const record = datasetRecord(d);
    return { record, score: fused(rank), terms: termsFound(record, terms) };
  });
  return {
    total: found.total + count,
    counts: count ? { dataset: count, ...found.counts } : found.counts,
    best(limit, type) {
      if (type === 'dataset') return datasets.slice(0, limit);
      if (type) return found.best(limit, type);
      const rest = found.best(limit).map((hit, rank) => ({ ...hit, score: fused(rank) }));
      // A stable sort: of two hits of one rank, the dataset first
      return [...datasets.slice(0, limit), ...rest].sort((a, b) => b.score - a.score).slice(0, limit);
    },
    bestOfEach(limit) {
      const groups = found.bestOfEach(limit);
      // Datasets are the first type (searchTypes)
      return count ? [{ type: 'dataset', hits: datasets.slice(0, limit) }, ...groups] : groups;
    },
  };
}
