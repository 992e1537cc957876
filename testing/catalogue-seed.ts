/**
 * A seed for catalogue store tests: a catalogue (by default testing/test-catalogue.ts's) with a small real file
 * for each of its resources in a temporary folder, as the data build writes them (`<slug>/<file>`).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { catalogueCategories, dataSources } from '../content/datasets.ts';
import type { Catalogue } from '../core/catalogue/types.ts';
import type { CatalogueSeed } from '../server/store/catalogue.ts';
import { testCatalogue } from './test-catalogue.ts';

/** What a file of the seed holds: its name, so that a test knows which file it was sent. */
export const seedBytes = (fileName: string, edition = 1) => `${fileName}, edition ${edition}\n`;

export async function testSeed(catalogue: Catalogue = testCatalogue()) {
  const dir = await mkdtemp(path.join(tmpdir(), 'hail-seed-'));
  const filesDir = path.join(dir, 'downloads');
  const write = async (slug: string, fileName: string, edition = 1) => {
    await mkdir(path.join(filesDir, slug), { recursive: true });
    await writeFile(path.join(filesDir, slug, fileName), seedBytes(fileName, edition));
  };
  for (const dataset of catalogue.datasets)
    for (const resource of dataset.resources) await write(dataset.slug, resource.fileName);
  const seed: CatalogueSeed = {
    catalogue,
    filesDir,
    publishers: dataSources,
    categories: catalogueCategories,
  };
  return {
    seed,
    /** Where the store keeps its files in the test. */
    storeFiles: path.join(dir, 'store-files'),
    /** A file of the seed written anew. */
    write,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
