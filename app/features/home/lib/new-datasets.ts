import { newestFirst } from '~/lib/sort';

/** What the home page's "New Datasets" shows of a catalogue dataset. */
export type NewDataset = {
  id: number;
  slug: string;
  title: { en: string; ar: string };
  category: string;
  formats: string[];
  size: number;
  modified: string;
  downloads: number;
};

/** The home page's "New Datasets": the `count` most recently updated catalogue datasets, newest first. */
export function latestDatasets<T extends Pick<NewDataset, 'modified'>>(
  datasets: readonly T[],
  count = 3,
): T[] {
  return newestFirst(datasets, (d) => d.modified).slice(0, count);
}
