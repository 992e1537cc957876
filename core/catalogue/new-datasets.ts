/**
 * The home page's "New Datasets": how many, and what each shows of a dataset (the build's list, and the server's
 * as the store has it: server/new-datasets.ts).
 */
import type { DatasetSummary } from './types';

export const NEW_DATASETS_SHOWN = 3;

/** The fields the list shows of a catalogue dataset, and what it is handed: them only. */
const SHOWN_FIELDS = ['id', 'slug', 'title', 'category', 'formats', 'size', 'modified', 'downloads'] as const;

export type NewDataset = Pick<DatasetSummary, (typeof SHOWN_FIELDS)[number]>;

export const newDatasetOf = (d: NewDataset): NewDataset =>
  Object.fromEntries(SHOWN_FIELDS.map((field) => [field, d[field]])) as NewDataset;
