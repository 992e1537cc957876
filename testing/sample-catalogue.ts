/** The catalogue of the datasets under data/, for tests that need real records but not the written files. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Catalogue } from '../core/catalogue/types.ts';
import { buildCatalogue } from '../scripts/data/catalogue.ts';
import { loadDatasets } from '../scripts/data/load.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function sampleCatalogue(): Catalogue {
  return buildCatalogue(loadDatasets(path.join(root, 'data', 'datasets')), () => 1000);
}
