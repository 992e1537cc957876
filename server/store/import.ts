/**
 * `npm run data:import`: brings the seed (data/datasets/ and the indicators, as `npm run build:data` writes them)
 * into the store the server uses (DATABASE_URL, else the SQLite file under DATA_DIR; files under FILES_DIR or
 * DATA_DIR/files). Run again, it changes nothing; a dataset changed in data/ gets a new version.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importCatalogue } from './catalogue-import.ts';
import { openStore } from './db.ts';
import { readSeed } from './seed.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'var');
const filesDir = path.resolve(root, process.env.FILES_DIR ?? path.join(dataDir, 'files'));

// The seed is what the data build writes from data/: written anew, so that an edit there is what is imported
const built = spawnSync('npm', ['run', 'build:data'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
const seed = await readSeed(buildDir);
if (!seed) throw new Error(`No catalogue in ${buildDir}/data after npm run build:data`);

const store = await openStore({ databaseUrl: process.env.DATABASE_URL, dataDir });
const started = Date.now();
const report = await importCatalogue(store, seed, { filesDir });
await store.close();
console.log(
  `data:import: ${report.added.length} added, ${report.updated.length} with a new version, ${report.unchanged} unchanged (${Date.now() - started} ms)` +
    (report.updated.length ? `\n  new versions: ${report.updated.join(', ')}` : ''),
);
