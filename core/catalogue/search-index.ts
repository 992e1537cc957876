/**
 * The catalogue search index, built once from the datasets and read by searchCatalogue (search.ts): the
 * distinct tokens of every title and description, the datasets of each token and of each facet value, the
 * datasets in each sort order, and the working memory of searches.
 */
import { rawText, searchTerms } from './search-text';
import type { DatasetSummary } from './types';

export type SortKey = 'id' | 'modified' | 'title' | 'name' | 'downloads';
type Orders = Record<SortKey, Uint32Array>;

/** Compressed lists: the items of list r are items[start[r]] … items[start[r + 1] - 1]. */
export type Lists = { start: Uint32Array; items: Uint32Array };
export type Facet = { values: string[]; byValue: Map<string, number>; datasetsOf: Lists; valuesOf: Lists };
export type SearchIndex<T extends DatasetSummary> = ReturnType<typeof createSearchIndex<T>>;

/** The facet fields every index has, and a dataset's values of each (the store's search has the same: server/store/search.ts). */
export const builtInFacets = {
  category: (d: DatasetSummary) => [d.category],
  source: (d: DatasetSummary) => [d.source],
  format: (d: DatasetSummary) => d.formats,
  keyword: (d: DatasetSummary) => [...d.keywords.en, ...d.keywords.ar],
  slug: (d: DatasetSummary) => [d.slug],
};

/** What the title order compares. */
export const titleKey = (d: DatasetSummary) => d.title.en.toLowerCase();

export const lengthOf = (lists: Lists, r: number) => lists.start[r + 1]! - lists.start[r]!;
export const EMPTY: Lists = { start: new Uint32Array(1), items: new Uint32Array(0) };
export const compare = <K extends string | number>(a: K, b: K) => (a < b ? -1 : a > b ? 1 : 0);

/** The number of a value, numbering new values in order of appearance. */
function numberOf(numbers: Map<string, number>, value: string) {
  let n = numbers.get(value);
  if (n === undefined) numbers.set(value, (n = numbers.size));
  return n;
}

/** For each dataset, the distinct numbers `numbersOf` gives it. */
function listsOf<T>(datasets: readonly T[], numbersOf: (d: T) => Iterable<number>): Lists {
  const start = new Uint32Array(datasets.length + 1);
  const items: number[] = [];
  const lastSeen: number[] = [];
  datasets.forEach((d, position) => {
    for (const n of numbersOf(d))
      if (lastSeen[n] !== position) {
        items.push(n);
        lastSeen[n] = position;
      }
    start[position + 1] = items.length;
  });
  return { start, items: Uint32Array.from(items) };
}

/** The datasets of each number, from the numbers of each dataset. */
function invert({ start: from, items: numbers }: Lists, count: number): Lists {
  const start = new Uint32Array(count + 1);
  for (const n of numbers) start[n + 1]!++;
  for (let n = 0; n < count; n++) start[n + 1]! += start[n]!;
  const items = new Uint32Array(numbers.length);
  const next = start.slice(0, count);
  for (let d = 0; d + 1 < from.length; d++)
    for (let i = from[d]!; i < from[d + 1]!; i++) items[next[numbers[i]!]!++] = d;
  return { start, items };
}

function buildFacet<T>(datasets: readonly T[], valuesOfDataset: (d: T) => readonly string[]): Facet {
  const byValue = new Map<string, number>();
  const valuesOf = listsOf(datasets, (d) => valuesOfDataset(d).map((v) => numberOf(byValue, v)));
  return { values: [...byValue.keys()], byValue, valuesOf, datasetsOf: invert(valuesOf, byValue.size) };
}

function sortedOrder<T>(datasets: readonly T[], key: (d: T) => string | number) {
  const keys = datasets.map(key);
  return Uint32Array.from(datasets.keys()).sort((a, b) => compare(keys[a]!, keys[b]!) || a - b);
}

export const isOneByte = (text: string) => /^[\0-\xff]*$/.test(text);

/**
 * The distinct tokens written in one byte per character (Latin script, digits), or the others (Arabic), as one
 * string separated by newlines, with where each token starts and its number. Two strings, because a search
 * through Arabic text for a Latin word is fast, but through Latin text for an Arabic word is pointless.
 */
function vocabulary(tokens: string[], oneByte: boolean) {
  const ids = Uint32Array.from(tokens.keys()).filter((id) => isOneByte(tokens[id]!) === oneByte);
  const starts = new Uint32Array(ids.length);
  ids.reduce((offset, id, i) => ((starts[i] = offset), offset + tokens[id]!.length + 1), 0);
  return { oneByte, text: [...ids].map((id) => tokens[id]).join('\n'), starts, ids };
}

function ranksOf(order: Uint32Array) {
  const ranks = new Uint32Array(order.length);
  order.forEach((position, rank) => (ranks[position] = rank));
  return ranks;
}

/** Indexes the datasets once; `extraFacets` adds facet fields (e.g. the licence) to filter and count by. */
export function createSearchIndex<T extends DatasetSummary>(
  list: readonly T[],
  extraFacets: Record<string, (d: T) => readonly string[]> = {},
) {
  const datasets = [...list].sort((a, b) => a.id - b.id);
  // Each distinct written word is normalised once, to the numbers of its tokens.
  const tokenNumbers = new Map<string, number>();
  const numbersOfWord = new Map<string, number[]>();
  const tokensOf = listsOf(datasets, (d) =>
    rawText(d)
      .split(' ')
      .flatMap((word) => {
        let numbers = numbersOfWord.get(word);
        if (!numbers)
          numbersOfWord.set(word, (numbers = searchTerms(word).map((t) => numberOf(tokenNumbers, t))));
        return numbers;
      }),
  );
  const tokens = [...tokenNumbers.keys()];
  const n = datasets.length;
  const orders: Orders = {
    id: Uint32Array.from(datasets.keys()),
    modified: sortedOrder(datasets, (d) => d.modified),
    title: sortedOrder(datasets, titleKey),
    name: sortedOrder(datasets, (d) => d.slug),
    downloads: sortedOrder(datasets, (d) => d.downloads),
  };
  const facets = new Map<string, Facet>();
  for (const [field, values] of Object.entries({ ...builtInFacets, ...extraFacets }))
    facets.set(field, buildFacet(datasets, values as (d: T) => readonly string[]));
  return {
    /** The datasets in id order; the index's numbers are positions in this list. */
    datasets: datasets as readonly T[],
    vocabularies: [vocabulary(tokens, true), vocabulary(tokens, false)],
    tokenDatasets: invert(tokensOf, tokens.length),
    facets: facets as ReadonlyMap<string, Facet>,
    coverFrom: Int32Array.from(datasets, (d) => d.coverage.from),
    coverTo: Int32Array.from(datasets, (d) => d.coverage.to),
    modified: datasets.map((d) => d.modified),
    /** Positions in ascending order of each sort key, and the place of each position in each order. */
    orders,
    ranks: Object.fromEntries(Object.entries(orders).map(([key, order]) => [key, ranksOf(order)])) as Orders,
    /** Working memory of searchCatalogue, reused by every query (a search runs to its end before the next). */
    scratch: { marks: new Int32Array(n), seen: new Int32Array(n), matches: new Uint32Array(n), epoch: 0 },
  };
}
