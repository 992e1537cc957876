/**
 * The catalogue's seed: `data/datasets/` and the indicators' datasets as the data build writes them
 * (build/data/catalogue.json, each file under build/data/public/downloads/<slug>/), with the publishers and
 * categories of content/datasets.ts. `npm run data:import` and a server's first start bring it into the store.
 */
import path from 'node:path';
import { catalogueCategories, dataSources } from '../../content/datasets.ts';
import { readCatalogue } from '../../core/catalogue/published.ts';
import { hasCatalogue } from './catalogue.ts';
import { importCatalogue, type CatalogueSeed } from './catalogue-import.ts';
import type { Store } from './db.ts';

/** The seed in the build folder `buildDir`, or null when the data build has not written it. */
export async function readSeed(buildDir: string): Promise<CatalogueSeed | null> {
  const catalogue = await readCatalogue(path.join(buildDir, 'data', 'catalogue.json'));
  if (!catalogue) return null;
  return {
    catalogue,
    filesDir: path.join(buildDir, 'data', 'public', 'downloads'),
    publishers: dataSources,
    categories: catalogueCategories,
  };
}

/**
 * The seed imported into a store that has no catalogue yet (a first start); null when it had one. Fails when
 * the build has no seed to give.
 */
export async function seedOnce(store: Store, buildDir: string, filesDir: string) {
  if (await hasCatalogue(store)) return null;
  const seed = await readSeed(buildDir);
  if (!seed) throw new Error(`No catalogue to import in ${buildDir}: run npm run build:data first.`);
  return importCatalogue(store, seed, { filesDir });
}
