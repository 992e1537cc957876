/**
 * Catalogue search shared by the browser (the catalogue page) and the server (CKAN package_search): the text
 * rule of search-text.ts, plus facets (any chosen value of a facet, every facet), period overlap, sort, paging.
 *
 * 50,000 datasets in about a millisecond: a word is looked for once in the string of distinct tokens (indexOf),
 * an inverted index gives the datasets of the tokens found, facet values keep their dataset lists, sort orders
 * are computed once, and a query walks only the lists it names plus one pass over the chosen order.
 */
import { rawText, searchTerms } from './search-text';
import type { DatasetCategory, DatasetFormat, DatasetSummary } from './types';

export type SortKey = 'id' | 'modified' | 'title' | 'name' | 'downloads';
/** Relevance is the catalogue's own order: { by: 'id', order: 'asc' }. Ties keep id order. */
export type SearchSort = { by: SortKey; order: 'asc' | 'desc' };
/** Datasets with any of `values` in `field` (or, with exclude, with none of them). */
export type FacetFilter = { field: string; values: readonly string[]; exclude?: boolean };

export type SearchQuery = {
  q?: string;
  category?: DatasetCategory | null;
  /** Years; a dataset matches when its coverage overlaps them. */
  period?: { from?: number; to?: number } | null;
  formats?: readonly DatasetFormat[];
  sources?: readonly string[];
  /** More facet constraints, e.g. from CKAN's fq (fields: see builtInFacets and the index's extra facets). */
  filters?: readonly FacetFilter[];
  /** Last revision between these dates (YYYY-MM-DD, inclusive). */
  modified?: { from?: string; to?: string } | null;
  sort?: SearchSort;
  start?: number;
  rows?: number;
  /** Facet fields whose value counts over all matches are wanted. */
  facets?: readonly string[];
};

export type FacetCount = { value: string; count: number };
export type SearchResult<T> = { count: number; results: T[]; facets: Record<string, FacetCount[]> };

/** Compressed lists: the items of list r are items[start[r]] … items[start[r + 1] - 1]. */
type Lists = { start: Uint32Array; items: Uint32Array };
type Facet = { values: string[]; byValue: Map<string, number>; datasetsOf: Lists; valuesOf: Lists };
export type SearchIndex<T extends DatasetSummary> = ReturnType<typeof createSearchIndex<T>>;

export const builtInFacets = {
  category: (d: DatasetSummary) => [d.category],
  source: (d: DatasetSummary) => [d.source],
  format: (d: DatasetSummary) => d.formats,
  keyword: (d: DatasetSummary) => [...d.keywords.en, ...d.keywords.ar],
  slug: (d: DatasetSummary) => [d.slug],
};

const lengthOf = (lists: Lists, r: number) => lists.start[r + 1]! - lists.start[r]!;
const EMPTY: Lists = { start: new Uint32Array(1), items: new Uint32Array(0) };
const compare = <K extends string | number>(a: K, b: K) => (a < b ? -1 : a > b ? 1 : 0);

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
    for (const n of numbersOf(d)) if (lastSeen[n] !== position) (items.push(n), (lastSeen[n] = position));
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
  const tokenStart = new Uint32Array(tokens.length);
  tokens.reduce((offset, token, i) => ((tokenStart[i] = offset), offset + token.length + 1), 0);
  const facets = new Map<string, Facet>();
  for (const [field, values] of Object.entries({ ...builtInFacets, ...extraFacets }))
    facets.set(field, buildFacet(datasets, values as (d: T) => readonly string[]));
  return {
    /** The datasets in id order; the index's numbers are positions in this list. */
    datasets: datasets as readonly T[],
    vocabulary: tokens.join('\n'),
    tokenStart,
    tokenDatasets: invert(tokensOf, tokens.length),
    facets: facets as ReadonlyMap<string, Facet>,
    coverFrom: Int32Array.from(datasets, (d) => d.coverage.from),
    coverTo: Int32Array.from(datasets, (d) => d.coverage.to),
    modified: datasets.map((d) => d.modified),
    /** Positions in ascending order of each sort key. */
    orders: {
      id: Uint32Array.from(datasets.keys()),
      modified: sortedOrder(datasets, (d) => d.modified),
      title: sortedOrder(datasets, (d) => d.title.en.toLowerCase()),
      name: sortedOrder(datasets, (d) => d.slug),
      downloads: sortedOrder(datasets, (d) => d.downloads),
    } satisfies Record<SortKey, Uint32Array>,
  };
}

/** The tokens that contain `term`. */
function tokensContaining(index: SearchIndex<DatasetSummary>, term: string) {
  const { vocabulary, tokenStart } = index;
  const found: number[] = [];
  for (let at = vocabulary.indexOf(term); at >= 0;) {
    let lo = 0;
    let hi = tokenStart.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (tokenStart[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    found.push(lo);
    at = lo + 1 < tokenStart.length ? vocabulary.indexOf(term, tokenStart[lo + 1]) : -1;
  }
  return found;
}

type Constraint = { lists: Lists; rows: number[]; cost: number; exclude: boolean };

function constraint(lists: Lists, rows: number[], exclude = false): Constraint {
  const cost = rows.reduce((sum, r) => sum + lengthOf(lists, r), 0);
  return { lists, rows, cost, exclude };
}

function constraintsOf(index: SearchIndex<DatasetSummary>, query: SearchQuery): Constraint[] {
  const filters: FacetFilter[] = [
    { field: 'category', values: query.category ? [query.category] : [] },
    { field: 'format', values: query.formats ?? [] },
    { field: 'source', values: query.sources ?? [] },
    ...(query.filters ?? []),
  ];
  const constraints = searchTerms(query.q ?? '').map((term) =>
    constraint(index.tokenDatasets, tokensContaining(index, term)),
  );
  for (const { field, values, exclude } of filters) {
    if (values.length === 0) continue;
    const facet = index.facets.get(field);
    const rows = values.flatMap((v) => facet?.byValue.get(v) ?? []);
    constraints.push(constraint(facet?.datasetsOf ?? EMPTY, rows, exclude));
  }
  // Cheapest first; exclusions last (they pass over every dataset anyway).
  return constraints.sort((a, b) => Number(a.exclude) - Number(b.exclude) || a.cost - b.cost);
}

/** The matches of a query, counted, in the chosen order, the page start … start + rows, with facet counts. */
export function searchCatalogue<T extends DatasetSummary>(
  index: SearchIndex<T>,
  query: SearchQuery,
): SearchResult<T> {
  const n = index.datasets.length;
  // level[d] = how many constraints, taken in order, dataset d has passed; it matches when it passed them all.
  const level = new Int32Array(n);
  let passed = 0;
  for (const { lists, rows, exclude } of constraintsOf(index, query)) {
    const { start, items } = lists;
    const inList = exclude ? new Uint8Array(n) : null;
    let reached = 0;
    for (const r of rows) {
      for (let i = start[r]!; i < start[r + 1]!; i++) {
        const d = items[i]!;
        if (inList) inList[d] = 1;
        else if (level[d] === passed) ((level[d] = passed + 1), reached++);
      }
    }
    if (inList)
      for (let d = 0; d < n; d++) if (level[d] === passed && !inList[d]) ((level[d] = passed + 1), reached++);
    passed++;
    if (reached === 0) break;
  }

  const { from: yearFrom, to: yearTo } = query.period ?? {};
  const { from: dayFrom, to: dayTo } = query.modified ?? {};
  const wanted = (query.facets ?? []).flatMap((field) => {
    const facet = index.facets.get(field);
    return facet ? [{ field, facet, counts: new Uint32Array(facet.values.length) }] : [];
  });
  const start = Math.max(0, query.start ?? 0);
  const end = start + Math.max(0, query.rows ?? n);
  const order = index.orders[query.sort?.by ?? 'id'];
  const descending = query.sort?.order === 'desc';
  const results: T[] = [];
  const matches = wanted.length ? new Uint32Array(n) : null;
  let count = 0;
  for (let j = 0; j < n; j++) {
    const d = order[descending ? n - 1 - j : j]!;
    if (level[d] !== passed) continue;
    if (yearFrom !== undefined && index.coverTo[d]! < yearFrom) continue;
    if (yearTo !== undefined && index.coverFrom[d]! > yearTo) continue;
    if ((dayFrom && index.modified[d]! < dayFrom) || (dayTo && index.modified[d]! > dayTo)) continue;
    if (count >= start && count < end) results.push(index.datasets[d]!);
    if (matches) matches[count] = d;
    count++;
  }

  const facets: Record<string, FacetCount[]> = {};
  for (const { field, facet, counts } of wanted) {
    // Everything matched: each value's count is the length of its list.
    if (count === n) for (let v = 0; v < counts.length; v++) counts[v] = lengthOf(facet.datasetsOf, v);
    else
      for (let m = 0; m < count; m++) {
        const { start: first, items } = facet.valuesOf;
        for (let i = first[matches![m]!]!; i < first[matches![m]! + 1]!; i++) counts[items[i]!]!++;
      }
    facets[field] = facet.values
      .map((value, i) => ({ value, count: counts[i]! }))
      .filter((f) => f.count > 0)
      .sort((a, b) => b.count - a.count || compare(a.value, b.value));
  }
  return { count, results, facets };
}
