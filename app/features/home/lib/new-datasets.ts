import type { CatalogueDataset } from '@content/datasets';
import { newestFirst } from '~/lib/sort';

/** The home page's "New Datasets": the `count` most recently updated catalogue datasets, newest first. */
export function latestDatasets(datasets: readonly CatalogueDataset[], count = 3): CatalogueDataset[] {
  return newestFirst(datasets, (d) => d.lastUpdated).slice(0, count);
}
