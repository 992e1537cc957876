/**
 * Catalogue search shared by the browser (the catalogue page) and the server (the CKAN package_search action).
 *
 * The text rule is the spec's: every word of the search appears in the title or the description, compared
 * case-insensitively, here in English and Arabic alike and with Arabic spelling variants folded together
 * (normalizeSearchText). Facets: any one chosen value of a facet matches, and every facet must match.
 *
 * Speed (50,000 datasets in a few milliseconds): a dataset's text is cut into whitespace-separated tokens; a
 * word is found as a substring of the distinct tokens (one string scanned with indexOf), and the datasets of
 * the tokens found come from an inverted index. Facet values keep their dataset lists, sort orders are sorted
 * once, and a query only walks the lists it names plus one pass over the chosen order.
 */
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

export type SearchIndex<T extends DatasetSummary> = {
  /** The datasets in id order; the index's numbers are positions in this list. */
  readonly datasets: readonly T[];
  readonly vocabulary: string;
  readonly tokenStart: Uint32Array;
  readonly tokenDatasets: Lists;
  readonly facets: ReadonlyMap<string, Facet>;
  readonly coverFrom: Int32Array;
  readonly coverTo: Int32Array;
  readonly modified: readonly string[];
  /** Positions in ascending order of each sort key. */
  readonly orders: Readonly<Record<SortKey, Uint32Array>>;
};

export const builtInFacets = {
  category: (d: DatasetSummary) => [d.category],
  source: (d: DatasetSummary) => [d.source],
  format: (d: DatasetSummary) => d.formats,
  keyword: (d: DatasetSummary) => [...d.keywords.en, ...d.keywords.ar],
  slug: (d: DatasetSummary) => [d.slug],
};

const MARKS = /[\u0610-\u061a\u061c\u0640\u064b-\u065f\u0670\u06d6-\u06ed\u200b-\u200f]/g;
const LETTERS: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ؤ: 'و', ئ: 'ي', ى: 'ي', ة: 'ه' };

/**
 * The form both sides of a text match are compared in: compatibility-normalised, lower case, Arabic
 * diacritics, tatweel and direction marks removed, alef and hamza forms, alef maqsura and taa marbuta folded
 * (أ إ آ ٱ → ا, ؤ → و, ئ ى → ي, ة → ه), Arabic-Indic digits as 0-9, single spaces.
 */
export function normalizeSearchText(text: string) {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(MARKS, '')
    .replace(/[أإآٱؤئىة]/g, (c) => LETTERS[c]!)
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (c) => String(c.charCodeAt(0) % 16))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search, normalised, without repeats. */
export function searchTerms(q: string) {
  return [...new Set(normalizeSearchText(q).split(' ').filter(Boolean))];
}

const rawText = (d: DatasetSummary) => `${d.title.en} ${d.description.en} ${d.title.ar} ${d.description.ar}`;

/** The text a search looks in, normalised: titles and descriptions in both languages. */
export function searchableText(d: DatasetSummary) {
  return normalizeSearchText(rawText(d));
}

function toLists(lists: readonly (readonly number[])[]): Lists {
  const start = new Uint32Array(lists.length + 1);
  lists.forEach((list, i) => (start[i + 1] = start[i]! + list.length));
  const items = new Uint32Array(start[lists.length]!);
  lists.forEach((list, i) => items.set(list, start[i]));
  return { start, items };
}

function buildFacet<T>(datasets: readonly T[], valuesOfDataset: (d: T) => readonly string[]): Facet {
  const byValue = new Map<string, number>();
  const datasetLists: number[][] = [];
  const valueLists = datasets.map((d, position) => {
    const ids = [...new Set(valuesOfDataset(d))].map((value) => {
      let id = byValue.get(value);
      if (id === undefined) byValue.set(value, (id = datasetLists.push([]) - 1));
      datasetLists[id]!.push(position);
      return id;
    });
    return ids;
  });
  return {
    values: [...byValue.keys()],
    byValue,
    datasetsOf: toLists(datasetLists),
    valuesOf: toLists(valueLists),
  };
}

function sortedOrder<T>(datasets: readonly T[], key: (d: T) => string | number) {
  const keys = datasets.map(key);
  const order = datasets.map((_, i) => i);
  order.sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b));
  return Uint32Array.from(order);
}

/** Indexes the datasets once; `extraFacets` adds facet fields (e.g. the licence) to filter and count by. */
export function createSearchIndex<T extends DatasetSummary>(
  list: readonly T[],
  extraFacets: Record<string, (d: T) => readonly string[]> = {},
): SearchIndex<T> {
  const datasets = [...list].sort((a, b) => a.id - b.id);
  const tokenIds = new Map<string, number>();
  const tokenLists: number[][] = [];
  // Words repeat across datasets: each distinct written word is normalised once.
  const normalized = new Map<string, string[]>();
  datasets.forEach((d, position) => {
    for (const word of rawText(d).split(/\s+/)) {
      let tokens = normalized.get(word);
      if (!tokens) normalized.set(word, (tokens = searchTerms(word)));
      for (const token of tokens) {
        let id = tokenIds.get(token);
        if (id === undefined) tokenIds.set(token, (id = tokenLists.push([]) - 1));
        const list = tokenLists[id]!;
        if (list[list.length - 1] !== position) list.push(position);
      }
    }
  });
  const tokens = [...tokenIds.keys()];
  const tokenStart = new Uint32Array(tokens.length);
  tokens.reduce((offset, token, i) => ((tokenStart[i] = offset), offset + token.length + 1), 0);
  const facets = new Map<string, Facet>();
  for (const [field, values] of Object.entries({ ...builtInFacets, ...extraFacets }))
    facets.set(field, buildFacet(datasets, values as (d: T) => readonly string[]));
  return {
    datasets,
    vocabulary: tokens.join('\n'),
    tokenStart,
    tokenDatasets: toLists(tokenLists),
    facets,
    coverFrom: Int32Array.from(datasets, (d) => d.coverage.from),
    coverTo: Int32Array.from(datasets, (d) => d.coverage.to),
    modified: datasets.map((d) => d.modified),
    orders: {
      id: Uint32Array.from(datasets, (_, i) => i),
      modified: sortedOrder(datasets, (d) => d.modified),
      title: sortedOrder(datasets, (d) => d.title.en.toLowerCase()),
      name: sortedOrder(datasets, (d) => d.slug),
      downloads: sortedOrder(datasets, (d) => d.downloads),
    },
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
  const cost = rows.reduce((sum, r) => sum + lists.start[r + 1]! - lists.start[r]!, 0);
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
    constraints.push(constraint(facet?.datasetsOf ?? toLists([]), rows, exclude));
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
  let count = 0;
  for (let j = 0; j < n; j++) {
    const d = order[descending ? n - 1 - j : j]!;
    if (level[d] !== passed) continue;
    if (yearFrom !== undefined && index.coverTo[d]! < yearFrom) continue;
    if (yearTo !== undefined && index.coverFrom[d]! > yearTo) continue;
    if ((dayFrom && index.modified[d]! < dayFrom) || (dayTo && index.modified[d]! > dayTo)) continue;
    if (count >= start && count < end) results.push(index.datasets[d]!);
    count++;
    for (const { facet, counts } of wanted)
      for (let i = facet.valuesOf.start[d]!; i < facet.valuesOf.start[d + 1]!; i++)
        counts[facet.valuesOf.items[i]!]!++;
  }

  const facets: Record<string, FacetCount[]> = {};
  for (const { field, facet, counts } of wanted)
    facets[field] = facet.values
      .map((value, i) => ({ value, count: counts[i]! }))
      .filter((f) => f.count > 0)
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return { count, results, facets };
}
