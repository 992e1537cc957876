/**
 * Where the catalogue's datasets come from, behind one interface: `memoryCatalogue` holds them (the published
 * file, read by the build's pages and a server without a store) and answers at once; `apiCatalogue` asks the
 * server's CKAN Action API (the catalogue page's islands) and answers later.
 */
import { fromCkanPackage, searchParams, type CkanPackage, type PageQuery } from './ckan.ts';
import { createSearchIndex, searchCatalogue, type SearchIndex } from './search.ts';
import type { DatasetSummary } from './types.ts';

/** A page query with its period of years resolved, and the slice of results wanted. */
export type CatalogueRequest = PageQuery & {
  period: { from?: number; to?: number } | null;
  start: number;
  rows: number;
};

/** How many datasets match, and the requested slice of them. */
export type CataloguePage<T = DatasetSummary> = { count: number; results: T[] };

/** The two implementations share their method names and request shapes; `kind` says when they answer. */
export type CatalogueProvider = MemoryCatalogue<DatasetSummary> | ApiCatalogue;

/** Only the fields of a summary (a full record has more), e.g. to send the catalogue page what its cards show. */
export function toSummary(d: DatasetSummary): DatasetSummary {
  const { id, slug, title, description, category, source, formats, downloads, featured, modified } = d;
  const { coverage, size, keywords, resources } = d;
  return {
    id,
    slug,
    title,
    description,
    category,
    source,
    formats,
    downloads,
    featured,
    modified,
    coverage,
    size,
    keywords,
    resources,
  };
}

export type MemoryCatalogue<T extends DatasetSummary> = {
  kind: 'memory';
  /** Every dataset, in catalogue order. */
  all: readonly T[];
  index: SearchIndex<T>;
  /** Every dataset's summary, in catalogue order. */
  summaries(): DatasetSummary[];
  /** One dataset by its slug, or null. */
  dataset(slug: string): T | null;
  /** Synchronous: the in-page search answers within a keystroke. */
  search(request: CatalogueRequest): CataloguePage<T>;
};

/**
 * Datasets held in memory, indexed once. `extraFacets` are more facet fields for the index (the API's
 * license_id).
 */
export function memoryCatalogue<T extends DatasetSummary>(
  datasets: readonly T[],
  extraFacets: Record<string, (d: T) => readonly string[]> = {},
): MemoryCatalogue<T> {
  const index = createSearchIndex(datasets, extraFacets);
  const bySlug = new Map(datasets.map((d) => [d.slug, d]));
  return {
    kind: 'memory',
    all: datasets,
    index,
    summaries: () => datasets.map(toSummary),
    dataset: (slug) => bySlug.get(slug) ?? null,
    search: (request) => searchCatalogue(index, request),
  };
}

type SearchAnswer =
  | { success: true; result: { count: number; results: CkanPackage[] } }
  | { success: false; error: { message: string } };

export type ApiCatalogue = {
  kind: 'api';
  search(request: CatalogueRequest, signal?: AbortSignal): Promise<CataloguePage>;
};

/**
 * The catalogue behind a CKAN Action API at `base` ('' is this site's own /api/3): package_search read back as
 * summaries, exactly the memory catalogue's answer for the same request (server/ckan/page-search.test.ts).
 */
export function apiCatalogue(base = '', fetcher: typeof fetch = fetch): ApiCatalogue {
  return {
    kind: 'api',
    async search(request, signal) {
      const { period, start, rows } = request;
      const url = `${base}/api/3/action/package_search?${searchParams(request, period ?? undefined, start, rows)}`;
      const response = await fetcher(url, { signal });
      const answer = (await response.json()) as SearchAnswer;
      if (!answer.success) throw new Error(answer.error.message);
      return { count: answer.result.count, results: answer.result.results.map(fromCkanPackage) };
    },
  };
}
