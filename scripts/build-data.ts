/**
 * `npm run build:data`: reads and checks every dataset under data/datasets, writes each format it lists into
 * build/data/public/downloads/<slug>/, and the catalogue the pages, the API and DCAT read:
 * build/data/catalogue.json; and the maps' GeoJSON into build/data/public/gis/. Runs before the app build (`npm run build`); the client build copies
 * build/data/public into build/client (scripts/vite/data-files.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCatalogue } from './data/catalogue.ts';
import { writers } from './data/formats/index.ts';
import { gisOutputs } from './data/gis-files.ts';
import { checkMeta, DataError, loadDatasets } from './data/load.ts';
import { indicatorDatasets, indicatorSlug, RELEASED } from './data/indicator-datasets.ts';
import { checkRegister, loadIndicators } from './data/indicators.ts';
import { BUNDLE, bundleCsv, bundleXlsx } from './data/indicator-bundle.ts';
import { loadFont, publicationOutputs } from './data/publication-pdfs.ts';
import { syntheticCatalogue } from './data/synthetic-catalogue.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BUILD_DIR: another build folder; SYNTHETIC_DATASETS=n: add n synthetic datasets (metadata only) to the
// published catalogue, to measure the catalogue at scale (scripts/bench/catalogue-keystroke.ts).
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
const synthetic = Number(process.env.SYNTHETIC_DATASETS ?? 0);
const out = path.join(buildDir, 'data');
const publicDir = path.join(out, 'public');

const started = Date.now();
let datasets, gis, indicators, publicationFiles;
try {
  indicators = loadIndicators(path.join(root, 'data', 'indicators')).map((indicator) => ({
    ...indicator,
    datasetSlug: indicatorSlug(indicator.id),
    modified: RELEASED,
  }));
  checkRegister(indicators);
  datasets = [
    ...loadDatasets(path.join(root, 'data', 'datasets')),
    ...indicatorDatasets(indicators, path.join(root, 'data', 'indicators', 'values')).map(checkMeta),
  ];
  gis = gisOutputs(path.join(root, 'data'));
  // The publications' and reports' PDFs and the publications catalogue (scripts/data/publication-pdfs.ts).
  publicationFiles = publicationOutputs(indicators, loadFont());
} catch (error) {
  if (error instanceof DataError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// --clean (npm run build): a fresh build folder, as the app build that follows (emptyOutDir: false) does not
// empty it. Otherwise (npm run dev) only build/data is rewritten.
rmSync(process.argv.includes('--clean') ? buildDir : out, { recursive: true, force: true });
const files = new Map<string, Uint8Array>();
for (const dataset of datasets) {
  for (const format of dataset.meta.formats) {
    const { extension } = writers[format];
    files.set(`${dataset.slug}/${dataset.slug}${extension}`, await writers[format].write(dataset));
  }
}
// All indicators in two files (the Data page's 'Download Data').
files.set(`indicators/${BUNDLE.csv}`, bundleCsv(indicators));
files.set(`indicators/${BUNDLE.xlsx}`, await bundleXlsx(indicators, RELEASED));
for (const [name, bytes] of publicationFiles.files) files.set(name, bytes);
for (const [name, bytes] of files) {
  const file = path.join(publicDir, 'downloads', name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
}

// The maps' GeoJSON (scripts/data/gis-files.ts): base map, GIS layers, parcels.
mkdirSync(path.join(publicDir, 'gis'), { recursive: true });
for (const [name, text] of gis) writeFileSync(path.join(publicDir, 'gis', name), text);

const real = buildCatalogue(datasets, (slug, fileName) => files.get(`${slug}/${fileName}`)!.byteLength);
// Benchmark builds only (SYNTHETIC_DATASETS): the real datasets, then synthetic ones.
const catalogue = synthetic > 0 ? syntheticCatalogue(real.datasets.length + synthetic, real.datasets) : real;
writeFileSync(path.join(out, 'catalogue.json'), JSON.stringify(catalogue));
writeFileSync(path.join(out, 'indicators.json'), JSON.stringify({ indicators }));
writeFileSync(path.join(out, 'publication-files.json'), JSON.stringify(publicationFiles.index));

const total = [...files.values()].reduce((sum, b) => sum + b.byteLength, 0);
console.log(
  `build:data: ${indicators.length} indicators; ${datasets.length} datasets, ${files.size} files (${(total / 1024).toFixed(0)} KB) in ${Date.now() - started} ms`,
);
