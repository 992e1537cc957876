/**
 * Catalogue search shared by the browser (the catalogue page) and the server (CKAN package_search): the text
 * rule of search-text.ts, plus facets (any chosen value of a facet, every facet), period overlap, sort, paging.
 *
 * Under a millisecond for typical queries over 50,000 datasets: a word is looked for once in the strings of
 * distinct tokens (indexOf), an inverted index gives the datasets of the tokens found, facet values keep their
 * dataset lists, and sort orders are computed once. A query walks the lists it names, cheapest first, then
 * either sorts its few matches or walks the chosen order until the page is full.
 */
import {
  compare,
  EMPTY,
  isOneByte,
  lengthOf,
  type Lists,
  type SearchIndex,
  type SortKey,
} from './search-index';
import { searchTerms } from './search-text';
import { wildcardRegExp } from './wildcard';
import type { DatasetCategory, DatasetFormat, DatasetSummary } from './types';

export { createSearchIndex, type SearchIndex, type SortKey } from './search-index';
/** Relevance is the catalogue's own order: { by: 'id', order: 'asc' }. Ties keep id order. */
export type SearchSort = { by: SortKey; order: 'asc' | 'desc' };
/**
 * Datasets with any of `values` in `field`, or a value matching any of `patterns` (Solr's wildcards,
 * core/catalogue/wildcard.ts); with exclude, with none of them.
 */
export type FacetFilter = {
  field: string;
  values: readonly string[];
  patterns?: readonly string[];
  exclude?: boolean;
};

export type SearchQuery = {
  q?: string;
  category?: DatasetCategory | null;
  /** Years; a dataset matches when its coverage overlaps them. */
  period?: { from?: number; to?: number } | null;
  formats?: readonly DatasetFormat[];
  sources?: readonly string[];
  /** More facet constraints, e.g. from CKAN's fq (category, source, format, keyword, slug and the index's extra facets). */
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

/** The numbers of the tokens that contain `term`. */
function tokensContaining(index: SearchIndex<DatasetSummary>, term: string) {
  const found: number[] = [];
  const oneByte = isOneByte(term);
  for (const { text, starts, ids, oneByte: latin } of index.vocabularies) {
    if (latin && !oneByte) continue;
    for (let at = text.indexOf(term); at >= 0;) {
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid]! <= at) lo = mid;
        else hi = mid - 1;
      }
      found.push(ids[lo]!);
      at = lo + 1 < starts.length ? text.indexOf(term, starts[lo + 1]) : -1;
    }
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
  for (const { field, values, patterns = [], exclude } of filters) {
    if (values.length === 0 && patterns.length === 0) continue;
    const facet = index.facets.get(field);
    const rows = values.flatMap((v) => facet?.byValue.get(v) ?? []);
    if (patterns.length && facet) {
      const matchers = patterns.map(wildcardRegExp);
      const listed = new Set(rows);
      facet.values.forEach((v, row) => {
        if (!listed.has(row) && matchers.some((m) => m.test(v))) rows.push(row);
      });
    }
    constraints.push(constraint(facet?.datasetsOf ?? EMPTY, rows, exclude));
  }
  // Cheapest first; exclusions last (they pass over every dataset anyway).
  return constraints.sort((a, b) => Number(a.exclude) - Number(b.exclude) || a.cost - b.cost);
}

/** Whether dataset d has passed `passed` constraints: its mark minus base (marks up to base count as 0). */
const atLevel = (marks: Int32Array, d: number, base: number, passed: number) =>
  (marks[d]! <= base ? base : marks[d]!) === base + passed;

function countValues({ start, items }: Lists, matches: Uint32Array, count: number, counts: Uint32Array) {
  for (let m = 0; m < count; m++) {
    const d = matches[m]!;
    for (let i = start[d]!, last = start[d + 1]!; i < last; i++) counts[items[i]!]!++;
  }
}

function facetCounts(
  index: SearchIndex<DatasetSummary>,
  fields: readonly string[],
  matches: Uint32Array,
  count: number,
) {
  const facets: Record<string, FacetCount[]> = {};
  for (const field of fields) {
    const facet = index.facets.get(field);
    if (!facet) continue;
    const counts = new Uint32Array(facet.values.length);
    // Everything matched: each value's count is the length of its list.
    if (count === index.datasets.length)
      counts.forEach((_, v) => (counts[v] = lengthOf(facet.datasetsOf, v)));
    else countValues(facet.valuesOf, matches, count, counts);
    facets[field] = facet.values
      .map((value, i) => ({ value, count: counts[i]! }))
      .filter((f) => f.count > 0)
      .sort((a, b) => b.count - a.count || compare(a.value, b.value));
  }
  return facets;
}

/** The matches of a query, counted, in the chosen order, the page start … start + rows, with facet counts. */
export function searchCatalogue<T extends DatasetSummary>(
  index: SearchIndex<T>,
  query: SearchQuery,
): SearchResult<T> {
  const n = index.datasets.length;
  const constraints = constraintsOf(index, query);
  // A dataset's level (how many constraints, taken in order, it has passed) is its mark minus this query's base:
  // marks left by earlier queries are all at or below it, so nothing needs clearing.
  const { scratch } = index;
  if (scratch.epoch > 2 ** 30) {
    scratch.marks.fill(0);
    scratch.seen.fill(0);
    scratch.epoch = 0;
  }
  const base = scratch.epoch;
  scratch.epoch += constraints.length + 2;
  const { marks, seen, matches } = scratch;
  let passed = 0;
  let reached = n;
  const empty = () => ({ count: 0, results: [], facets: facetCounts(index, query.facets ?? [], matches, 0) });
  // Inclusions one by one, cheapest first; then every exclusion at once (one pass over the datasets, however
  // many values are excluded).
  const exclusions = constraints.filter((c) => c.exclude);
  for (const { lists, rows } of constraints.filter((c) => !c.exclude)) {
    const { start, items } = lists;
    const next = base + passed + 1;
    reached = 0;
    for (const r of rows)
      for (let i = start[r]!, last = start[r + 1]!; i < last; i++) {
        const d = items[i]!;
        if (atLevel(marks, d, base, passed)) {
          marks[d] = next;
          reached++;
        }
      }
    passed++;
    if (reached === 0) return empty();
  }
  if (exclusions.length) {
    const next = base + passed + 1;
    for (const { lists, rows } of exclusions)
      for (const r of rows)
        for (let i = lists.start[r]!, last = lists.start[r + 1]!; i < last; i++) seen[lists.items[i]!] = next;
    reached = 0;
    for (let d = 0; d < n; d++)
      if (seen[d] !== next && atLevel(marks, d, base, passed)) {
        marks[d] = next;
        reached++;
      }
    passed++;
    if (reached === 0) return empty();
  }

  const { from: yearFrom, to: yearTo } = query.period ?? {};
  const { from: dayFrom, to: dayTo } = query.modified ?? {};
  const filtered = Boolean(query.period || query.modified);
  const matched = (d: number) =>
    atLevel(marks, d, base, passed) &&
    (!filtered ||
      ((yearFrom === undefined || index.coverTo[d]! >= yearFrom) &&
        (yearTo === undefined || index.coverFrom[d]! <= yearTo) &&
        (!dayFrom || index.modified[d]! >= dayFrom) &&
        (!dayTo || index.modified[d]! <= dayTo)));
  const start = Math.max(0, query.start ?? 0);
  const end = start + Math.max(0, query.rows ?? n);
  const by = query.sort?.by ?? 'id';
  const order = index.orders[by];
  const descending = query.sort?.order === 'desc';
  const results: T[] = [];
  // Without a period or dates, the matches are the datasets that passed the last constraint.
  let count = reached;
  const [first] = constraints;
  const fromFirst = first && !first.exclude && first.cost < n;
  /** Lists the matches in `matches`: from the cheapest constraint's lists (they hold every match), or all. */
  const collect = () => {
    count = 0;
    if (!fromFirst) {
      for (let d = 0; d < n; d++) if (matched(d)) matches[count++] = d;
      return;
    }
    const { start: from, items } = first.lists;
    const listed = base + constraints.length + 1;
    for (const r of first.rows)
      for (let i = from[r]!, last = from[r + 1]!; i < last; i++) {
        const d = items[i]!;
        if (seen[d] !== listed && matched(d)) {
          seen[d] = listed;
          matches[count++] = d;
        }
      }
  };
  if (fromFirst && first.cost * 16 <= n) {
    // Few: sort the ranks of the matches in the chosen order.
    collect();
    const rank = index.ranks[by];
    const ranks = Uint32Array.from(matches.subarray(0, count), (d) => rank[d]!).sort();
    for (let i = start; i < Math.min(end, count); i++)
      results.push(index.datasets[order[ranks[descending ? count - 1 - i : i]!]!]!);
  } else {
    // Many: walk the chosen order until the page is full.
    if (filtered || (passed > 0 && query.facets?.length)) collect();
    for (let j = 0, found = 0; j < n && found < end; j++) {
      const d = order[descending ? n - 1 - j : j]!;
      if (matched(d) && found++ >= start) results.push(index.datasets[d]!);
    }
  }
  return { count, results, facets: facetCounts(index, query.facets ?? [], matches, count) };
}
