/**
 * A seed for catalogue store tests: a catalogue (by default testing/test-catalogue.ts's) with a small real file
 * for each of its resources in a temporary folder, as the data build writes them (`<slug>/<file>`).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { catalogueCategories, dataSources } from '../content/datasets.ts';
import type { Catalogue } from '../core/catalogue/types.ts';
import type { CatalogueSeed } from '../server/store/catalogue-import.ts';
import { testCatalogue } from './test-catalogue.ts';
import { testBuild } from './test-build.ts';
import { testStore, type Engine } from './test-stores.ts';
import { buildServer } from '../server/app.ts';
import { importCatalogue } from '../server/store/catalogue-import.ts';

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

/**
 * A server whose API answers from a store on `engine` holding `catalogue` (imported with its files), over a
 * nearly empty build; and how to remove it all.
 */
export async function storeServer(engine: Engine, catalogue: Catalogue = testCatalogue()) {
  const seeded = await testSeed(catalogue);
  const { store, schema, remove } = await testStore(engine);
  await importCatalogue(store, seeded.seed, { filesDir: seeded.storeFiles });
  const { dir, root } = await testBuild();
  const app = await buildServer({ root, catalogueStore: { store, filesDir: seeded.storeFiles } });
  return {
    app,
    store,
    /** The PostgreSQL schema it uses (another process can open it too). */
    schema,
    seeded,
    remove: async () => {
      await app.close();
      await remove();
      await seeded.remove();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
