/**
 * The catalogue page's query, read from and written to its address (?q=&category=&period=&format=&source=&page=),
 * by the page's islands and by the server that renders the page for any address. The search itself is the
 * server's package_search (./provider.ts asks it).
 */
import type { CatalogueRequest } from './provider.ts';
import type { DatasetCategory, DatasetFormat, DatasetSummary } from './types.ts';

/** A period of years the Time Period select offers (content/datasets.ts). */
export type CataloguePeriod = { id: string; from?: number; to?: number };

/** Datasets on one results page. */
export const PAGE_SIZE = 20;

export type CatalogueQuery = {
  q: string;
  category: DatasetCategory | null;
  period: string | null;
  formats: DatasetFormat[];
  sources: string[];
};

export const emptyQuery: CatalogueQuery = { q: '', category: null, period: null, formats: [], sources: [] };

export type QueryOptions = {
  categories: readonly DatasetCategory[];
  periods: readonly CataloguePeriod[];
  formats: readonly DatasetFormat[];
  sources: readonly string[];
};

const MAX_QUERY = 200;

/** The known value matching `raw` case-insensitively, or null. */
function known<T extends string>(values: readonly T[], raw: string | null | undefined): T | null {
  if (!raw) return null;
  const wanted = raw.trim().toLowerCase();
  return values.find((v) => v.toLowerCase() === wanted) ?? null;
}

/** Every known value named in repeated or comma-separated parameters, in option order, without duplicates. */
function knownList<T extends string>(values: readonly T[], raws: string[]): T[] {
  const named = new Set(raws.flatMap((r) => r.split(',')).map((r) => known(values, r)));
  return values.filter((v) => named.has(v));
}

/** Reads a query string; unknown or malformed values are ignored, never an error. */
export function parseQuery(params: URLSearchParams, options: QueryOptions): CatalogueQuery {
  const period = known(
    options.periods.map((p) => p.id),
    params.get('period'),
  );
  const allPeriod = options.periods.find((p) => p.from === undefined && p.to === undefined)?.id;
  return {
    q: (params.get('q') ?? '').slice(0, MAX_QUERY),
    category: known(options.categories, params.get('category')),
    period: period === allPeriod ? null : period,
    formats: knownList(options.formats, params.getAll('format')),
    sources: knownList(options.sources, params.getAll('source')),
  };
}

/** The shortest query string for a query (defaults left out), e.g. "q=water&format=CSV,GeoJSON". */
export function toSearchParams(query: CatalogueQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.period) params.set('period', query.period);
  if (query.formats.length) params.set('format', query.formats.join(','));
  if (query.sources.length) params.set('source', query.sources.join(','));
  return params;
}

export function isFiltered(query: CatalogueQuery) {
  return Boolean(
    query.q.trim() || query.category || query.period || query.formats.length || query.sources.length,
  );
}

/** The results page named by ?page=, 1 when it is missing or not a positive whole number. */
export function parsePage(params: URLSearchParams) {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/** What package_search is asked for one results page of a query. */
export function requestOf(
  query: CatalogueQuery,
  page: number,
  periods: readonly CataloguePeriod[],
): CatalogueRequest {
  return {
    ...query,
    period: periods.find((p) => p.id === query.period) ?? null,
    start: (page - 1) * PAGE_SIZE,
    rows: PAGE_SIZE,
  };
}

/** What the catalogue holds: its datasets, their downloads, the newest revision's date (YYYY-MM-DD). */
export type CatalogueStats = { datasets: number; downloads: number; latest: string };

/**
 * What the server found for the address's query, which the catalogue page is rendered with: the query and page as
 * read (a page beyond the last is the last), the number of matches and that page's datasets.
 */
export type CatalogueAnswer = {
  query: CatalogueQuery;
  page: number;
  count: number;
  results: DatasetSummary[];
};
