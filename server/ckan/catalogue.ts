/**
 * The catalogue as the API reads it, prepared once: the search index, datasets by name, resources by id, the
 * publishers (organizations) and categories (groups) with their dataset counts, tags and licences.
 */
import { memoryCatalogue } from '../../core/catalogue/provider.ts';
import { readCatalogue } from '../../core/catalogue/published.ts';
import type { SearchIndex, SearchQuery, SearchResult } from '../../core/catalogue/search.ts';
import type { Catalogue, Dataset, Resource } from '../../core/catalogue/types.ts';
import { catalogueCategories, dataSources } from '../../content/datasets.ts';
import { groupName, type Category, type Publisher } from './package.ts';
import { publisherOf } from '../../core/catalogue/publishers.ts';
import { liveCatalogue } from '../store/catalogue.ts';
import { searchStore } from '../store/search.ts';
import type { Store } from '../store/db.ts';

export type ApiCatalogue = {
  index: SearchIndex<Dataset>;
  /** The search of the store this catalogue was read from (package_search); without it, `index` answers. */
  search?: (query: SearchQuery) => Promise<SearchResult<Dataset>>;
  /** A dataset by its name, or null. */
  dataset: (name: string) => Dataset | null;
  resources: Map<string, { dataset: Dataset; resource: Resource; position: number }>;
  /** Every publisher of content/datasets.ts (and any other a dataset names), with its dataset count. */
  organizations: { publisher: Publisher; count: number }[];
  /** Every category, Governance included, with its dataset count. */
  groups: { category: Category; count: number }[];
  publisherOf: (d: Dataset) => Publisher;
  categoryOf: (d: Dataset) => Category;
  /** Dataset names in alphabetical order (package_list). */
  names: string[];
  tags: string[];
  licences: Dataset['license'][];
};

function countBy<T>(items: readonly T[], key: (item: T) => string) {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** The publishers and categories the API lists: by default those of content/datasets.ts. */
export type Vocabulary = { publishers: readonly Publisher[]; categories: readonly Category[] };

export function prepareCatalogue(
  catalogue: Catalogue,
  vocabulary: Vocabulary = { publishers: dataSources, categories: catalogueCategories },
): ApiCatalogue {
  const { datasets } = catalogue;
  const memory = memoryCatalogue(datasets, { license_id: (d) => [d.license.id] });
  const bySource = countBy(datasets, (d) => d.source);
  const publishers = new Map<string, Publisher>(vocabulary.publishers.map((s) => [s.id, s]));
  for (const source of bySource.keys())
    if (!publishers.has(source)) publishers.set(source, publisherOf(vocabulary.publishers, source));
  const byCategory = countBy(datasets, (d) => d.category);
  const categories = new Map<string, Category>(vocabulary.categories.map((c) => [c.id, c]));
  const resources: ApiCatalogue['resources'] = new Map();
  for (const dataset of datasets)
    dataset.resources.forEach((resource, position) =>
      resources.set(resource.id, { dataset, resource, position }),
    );
  const licences = new Map(datasets.map((d) => [d.license.id, d.license]));
  return {
    index: memory.index,
    dataset: memory.dataset,
    resources,
    organizations: [...publishers.values()].map((publisher) => ({
      publisher,
      count: bySource.get(publisher.id) ?? 0,
    })),
    groups: [...categories.values()].map((category) => ({
      category,
      count: byCategory.get(category.id) ?? 0,
    })),
    publisherOf: (d) => publishers.get(d.source)!,
    categoryOf: (d) =>
      categories.get(d.category) ?? { id: d.category, label: { en: d.category, ar: d.category } },
    names: datasets.map((d) => d.slug).sort(),
    tags: [...new Set(datasets.flatMap((d) => [...d.keywords.en, ...d.keywords.ar]))].sort(),
    licences: [...licences.values()],
  };
}

/** A group by its name (lower-case category id), in any case. */
export function findGroup(catalogue: ApiCatalogue, name: string) {
  return catalogue.groups.find((g) => groupName(g.category.id) === name.toLowerCase());
}

/** The live catalogue of the store, prepared for the API. */
export async function storeCatalogue(store: Store): Promise<ApiCatalogue> {
  const { publishers, categories, datasets } = await liveCatalogue(store);
  // Categories in the order of the content's list (the store keeps no order)
  const order = catalogueCategories.map((c) => c.id as string);
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  categories.sort((a, b) => rank(a.id) - rank(b.id));
  const prepared = prepareCatalogue({ datasets }, { publishers, categories });
  const byId = new Map(datasets.map((d) => [d.id, d]));
  return {
    ...prepared,
    async search(query) {
      const { count, ids, facets } = await searchStore(store, query);
      // A dataset the store has and this copy has not yet (changed since it was read) is left out of the page
      const results = ids.map((id) => byId.get(id)).filter((d) => d !== undefined);
      return { count, results, facets };
    },
  };
}

/** The published catalogue prepared for the API; null while there is none (the API then answers 503). */
export async function loadCatalogue(file: string): Promise<ApiCatalogue | null> {
  const catalogue = await readCatalogue(file);
  return catalogue && prepareCatalogue(catalogue);
}
