import { NEW_DATASETS_SHOWN } from '@core/catalogue/new-datasets';
import { newestFirst } from '~/lib/sort';

export type { NewDataset } from '@core/catalogue/new-datasets';

/**
 * The home page's "New Datasets": the `count` most recently updated catalogue datasets, newest first (of those
 * updated the same day, the first in the catalogue first).
 */
export function latestDatasets<T extends { modified: string }>(
  datasets: readonly T[],
  count = NEW_DATASETS_SHOWN,
): T[] {
  return newestFirst(datasets, (d) => d.modified).slice(0, count);
}
