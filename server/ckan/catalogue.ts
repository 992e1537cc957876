/**
 * What the API's actions read, behind one interface with two sources: the store (`storeSource`: every answer
 * from the database, nothing of the catalogue held in the process but the small lists, kept while the store's
 * change number stays the same) and a catalogue held in memory (`memorySource`: a given catalogue, or the data
 * build's file, for tests and a server without a store).
 */
import { stat } from 'node:fs/promises';
import { memoryCatalogue } from '../../core/catalogue/provider.ts';
import { readCatalogue } from '../../core/catalogue/published.ts';
import { searchCatalogue, type SearchQuery, type SearchResult } from '../../core/catalogue/search.ts';
import type { Catalogue, Dataset, Resource } from '../../core/catalogue/types.ts';
import type { CatalogueStats } from '../../core/catalogue/page-query.ts';
import { catalogueCategories, dataSources } from '../../content/datasets.ts';
import { groupName, type Category, type Publisher } from './package.ts';
import { publisherOf } from '../../core/catalogue/publishers.ts';
import {
  changeNumber,
  datasetHistory,
  liveDatasets,
  totalDownloads,
  vocabulary,
  type DatasetVersion,
} from '../store/catalogue.ts';
import { FACETS, facetCounts, searchStore, tagValues } from '../store/search.ts';
import type { Store } from '../store/db.ts';

type Licence = Dataset['license'];

/** The small lists: publishers and categories with their dataset counts, licences, and who is whose. */
export type Listing = {
  /** Every publisher listed (and any other a dataset names), with its dataset count. */
  organizations: { publisher: Publisher; count: number }[];
  /** Every category, Governance included, with its dataset count. */
  groups: { category: Category; count: number }[];
  licences: Licence[];
  publisherOf: (d: Dataset) => Publisher;
  categoryOf: (d: Dataset) => Category;
};

export type CatalogueSource = {
  /** A published dataset by its name, or null. */
  dataset(name: string): Promise<Dataset | null>;
  resource(id: string): Promise<{ dataset: Dataset; resource: Resource; position: number } | null>;
  search(query: SearchQuery): Promise<SearchResult<Dataset>>;
  /** Dataset names in alphabetical order (package_list), the page `offset` … `offset + limit`. */
  names(offset: number, limit: number): Promise<string[]>;
  /** Every keyword of a dataset, English and Arabic, in order. */
  tags(): Promise<string[]>;
  listing(): Promise<Listing>;
  /** What the catalogue holds: its datasets, their downloads (seeded and counted), the newest revision's date. */
  stats(): Promise<CatalogueStats>;
  /**
   * What changes whenever anything the catalogue shows does (a dataset, a list, a download counted): the store's
   * change number and its downloads. What a page is kept by (server/catalogue-pages.ts).
   */
  version(): Promise<string>;
  /** What changes whenever a dataset or a list does (not a download): the store's change number. */
  change(): Promise<string>;
  /** The versions of a published dataset, newest first (package_activity_list), or null. */
  history(name: string): Promise<DatasetVersion[] | null>;
};

/** The publishers and categories a server without a store lists: those of content/datasets.ts. */
const CONTENT = { publishers: dataSources, categories: catalogueCategories };

/** Categories in the order of the content's list, any other after them. */
function inContentOrder(categories: Category[]) {
  const order = catalogueCategories.map((c) => c.id as string);
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return categories.sort((a, b) => rank(a.id) - rank(b.id));
}

function listing(
  publishers: readonly Publisher[],
  categories: readonly Category[],
  licences: Licence[],
  count: { source: Map<string, number>; category: Map<string, number> },
): Listing {
  const byId = new Map<string, Publisher>(publishers.map((p) => [p.id, p]));
  for (const source of count.source.keys())
    if (!byId.has(source)) byId.set(source, publisherOf(publishers, source));
  const categoryById = new Map<string, Category>(categories.map((c) => [c.id, c]));
  return {
    organizations: [...byId.values()].map((publisher) => ({
      publisher,
      count: count.source.get(publisher.id) ?? 0,
    })),
    groups: [...categoryById.values()].map((category) => ({
      category,
      count: count.category.get(category.id) ?? 0,
    })),
    licences,
    publisherOf: (d) => byId.get(d.source) ?? publisherOf(publishers, d.source),
    categoryOf: (d) =>
      categoryById.get(d.category) ?? { id: d.category, label: { en: d.category, ar: d.category } },
  };
}

function countBy<T>(items: readonly T[], key: (item: T) => string) {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** A catalogue held in memory, indexed once, with the publishers and categories of `vocabulary`. */
export function memorySource(catalogue: Catalogue, vocabulary = CONTENT): CatalogueSource {
  const { datasets } = catalogue;
  const memory = memoryCatalogue(datasets, { license_id: FACETS.license_id! });
  const resources = new Map<string, { dataset: Dataset; resource: Resource; position: number }>();
  for (const dataset of datasets)
    dataset.resources.forEach((resource, position) =>
      resources.set(resource.id, { dataset, resource, position }),
    );
  const names = datasets.map((d) => d.slug).sort();
  const tags = [...new Set(datasets.flatMap((d) => [...d.keywords.en, ...d.keywords.ar]))].sort();
  const stats: CatalogueStats = {
    datasets: datasets.length,
    downloads: datasets.reduce((sum, d) => sum + d.downloads, 0),
    latest: datasets.reduce((latest, d) => (d.modified > latest ? d.modified : latest), ''),
  };
  const lists = listing(
    vocabulary.publishers,
    vocabulary.categories,
    [...new Map(datasets.map((d) => [d.license.id, d.license])).values()],
    { source: countBy(datasets, (d) => d.source), category: countBy(datasets, (d) => d.category) },
  );
  return {
    dataset: async (name) => memory.dataset(name),
    resource: async (id) => resources.get(id) ?? null,
    search: async (query) => searchCatalogue(memory.index, query),
    names: async (offset, limit) => names.slice(offset, offset + limit),
    tags: async () => tags,
    listing: async () => lists,
    stats: async () => stats,
    // A catalogue held in memory never changes
    version: async () => 'in memory',
    change: async () => 'in memory',
    // Nor has versions: each dataset is its seed's, as of its last revision
    async history(name) {
      const dataset = memory.dataset(name);
      if (!dataset) return null;
      return [
        { number: 1, author: 'seed', createdAt: `${dataset.modified}T00:00:00.000Z`, live: true, dataset },
      ];
    },
  };
}

export type SourceOptions = {
  /** A catalogue given (tests). */
  catalogue?: Catalogue;
  /** The store whose live catalogue is served: every answer from the database, a change at once. */
  store?: Store;
  /**
   * Without either, the data build's file, read at start or on the first request after it appears. A server
   * started before a rebuild keeps the catalogue it loaded: restart it after `npm run build`.
   */
  catalogueFile: string;
};

/**
 * The catalogue the API and the catalogue's pages answer from, one for the server: `current()` is null while
 * there is none (no file yet, or one that does not match its schema, which is logged and not served).
 */
export async function catalogueSource(
  { catalogue, store, catalogueFile }: SourceOptions,
  log: { warn(message: string): void; error(message: string): void },
) {
  let source: CatalogueSource | null = catalogue
    ? memorySource(catalogue)
    : store
      ? storeSource(store)
      : await fileSource(catalogueFile);
  if (!source) log.warn(`catalogue: no catalogue at ${catalogueFile} yet; answering 503`);
  let triedVersion: string | null = null;
  return async function current() {
    if (source) return source;
    const version = await stat(catalogueFile).then(
      (s) => `${s.mtimeMs}:${s.size}`,
      () => null,
    );
    if (version !== null && version !== triedVersion) {
      triedVersion = version;
      source = await fileSource(catalogueFile).catch((error: Error) => {
        log.error(error.message);
        return null;
      });
    }
    return source;
  };
}

export type CurrentSource = Awaited<ReturnType<typeof catalogueSource>>;

/** The data build's catalogue file in memory; null while there is none. */
export async function fileSource(file: string): Promise<CatalogueSource | null> {
  const catalogue = await readCatalogue(file);
  return catalogue && memorySource(catalogue);
}

/**
 * The store's live catalogue, read per request. The small lists and the catalogue's counts are kept while the
 * store's change number stays the same (one query per request that needs them tells, `perChange`), so every
 * process on one database answers alike.
 */
export function storeSource(store: Store): CatalogueSource {
  const readListing = async () => {
    const [{ publishers, categories, licences }, counts] = await Promise.all([
      vocabulary(store),
      facetCounts(store, ['source', 'category']),
    ]);
    return listing(publishers, inContentOrder(categories), licences, {
      source: new Map(counts.source!.map((c) => [c.value, c.count])),
      category: new Map(counts.category!.map((c) => [c.value, c.count])),
    });
  };
  const lists = perChange(store, readListing);
  const counts = perChange(store, () =>
    store.db
      .selectFrom('search_rows')
      .select((eb) => [eb.fn.countAll<number | string>().as('datasets'), eb.fn.max('modified').as('latest')])
      .executeTakeFirstOrThrow()
      .then((row) => ({ datasets: Number(row.datasets), latest: row.latest ?? '' })),
  );
  return {
    dataset: async (name) => (await liveDatasets(store, { slug: name }))[0] ?? null,
    async resource(id) {
      const file = await store.db
        .selectFrom('files')
        .innerJoin('datasets', (join) =>
          join
            .onRef('datasets.id', '=', 'files.dataset_id')
            .onRef('datasets.live_version', '=', 'files.version'),
        )
        .select('files.dataset_id')
        .where('files.resource_id', '=', id)
        .executeTakeFirst();
      const [dataset] = file ? await liveDatasets(store, { ids: [file.dataset_id] }) : [];
      const position = dataset?.resources.findIndex((r) => r.id === id) ?? -1;
      return dataset && position >= 0 ? { dataset, resource: dataset.resources[position]!, position } : null;
    },
    async search(query) {
      const { count, ids, facets } = await searchStore(store, query);
      return { count, results: await liveDatasets(store, { ids }), facets };
    },
    async names(offset, limit) {
      const rows = await store.db
        .selectFrom('search_rows')
        .select('slug')
        .orderBy('slug')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => r.slug);
    },
    tags: () => tagValues(store),
    async stats() {
      // The datasets and the newest revision counted once a change; the downloads, kept in all by the store
      const [counted, downloads] = await Promise.all([counts(), totalDownloads(store)]);
      return { ...counted, downloads };
    },
    async version() {
      const [change, downloads] = await Promise.all([changeNumber(store), totalDownloads(store)]);
      return `${change}.${downloads}`;
    },
    change: async () => String(await changeNumber(store)),
    history: (name) => datasetHistory(store, name),
    listing: lists,
  };
}

/** What `read` answers, kept while the store's change number stays the same (a failed read is not kept). */
function perChange<T>(store: Store, read: () => Promise<T>) {
  let kept: { change: number; value: Promise<T> } | null = null;
  return async () => {
    const change = await changeNumber(store);
    if (kept?.change !== change) {
      const value = read();
      kept = { change, value };
      value.catch(() => kept?.value === value && (kept = null));
    }
    return kept.value;
  };
}

/** A group by its name (lower-case category id), in any case. */
export function findGroup(lists: Listing, name: string) {
  return lists.groups.find((g) => groupName(g.category.id) === name.toLowerCase());
}
