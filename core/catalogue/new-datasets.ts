/**
 * The home page's "New Datasets": how many, and what each shows of a dataset (the build's list, and the server's
 * as the store has it: server/new-datasets.ts).
 */
import type { DatasetSummary } from './types';

export const NEW_DATASETS_SHOWN = 3;

/** What the list shows of a catalogue dataset. */
export type NewDataset = Pick<
  DatasetSummary,
  'id' | 'slug' | 'title' | 'category' | 'formats' | 'size' | 'modified' | 'downloads'
>;

export const newDatasetOf = ({
  id,
  slug,
  title,
  category,
  formats,
  size,
  modified,
  downloads,
}: NewDataset) => ({
  id,
  slug,
  title,
  category,
  formats,
  size,
  modified,
  downloads,
});
