/**
 * `npm run bench:store -- [--engine sqlite|postgres] [--datasets 500000]`: the catalogue in the database at
 * scale. A synthetic catalogue (the real datasets of data/ first) is imported into a new store (SQLite in a
 * temporary folder, or a PostgreSQL schema of its own on DATABASE_URL, default the test database), then served by
 * the portal's server in a child process, and asked:
 *
 * - open loop: requests sent at a fixed 50 per second for 20 s, whether or not earlier ones have been answered
 *   (the latency is from the request's planned start, so a server that falls behind is seen), cycling through
 *   package_search with English and Arabic one- and two-word queries, parts of words, fq facets, sorts, deep
 *   `start` and facet counts, and package_show;
 * - saturation: 10 connections in a closed loop for 10 s (autocannon), the requests per second;
 * - one- and two-letter queries, one at a time, reported apart (they read every row's text);
 * - the import's time and the server's memory (resident set) after the load.
 *
 * With `--pages`, the same over the catalogue's pages rendered on demand (the build's, `npm run build` first):
 * the catalogue page for English and Arabic queries, filters and pages, and dataset pages, in both languages;
 * each is asked for once alone first (rendered: `firstTimeMs`), then in the loop (kept by the page cache while the
 * catalogue does not change), and prerendered pages are asked for at the same rate in the same run, to compare.
 *
 * Writes bench-results/catalogue-store-<engine>[-pages].json; exits 1 when the open loop's p95 is over 25 ms
 * (20 ms for the pages).
 */
import '../../server/production.ts';
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildServer } from '../../server/app.ts';
import { importCatalogue } from '../../server/store/catalogue-import.ts';
import { openStore } from '../../server/store/db.ts';
import { catalogueCategories, dataSources } from '../../content/datasets.ts';
import { sampleCatalogue } from '../../testing/sample-catalogue.ts';
import { syntheticCatalogue } from '../data/synthetic-catalogue.ts';
import { pagePaths, requestPaths } from './catalogue-requests.ts';
import { openLoop } from './open-loop.ts';
import { dropSchema, newPlace, storeOptions as benchStoreOptions, type Place } from './bench-store.ts';
import { percentile } from './stats.ts';

const API_BUDGET_P95_MS = 25;
const PAGES_BUDGET_P95_MS = 20;
const RATE = 50;
const OPEN_LOOP_S = 20;

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    datasets: { type: 'string', default: '500000' },
    // A folder to keep the SQLite store in (and find it in the next run: no import when it is there)
    keep: { type: 'string' },
    // The pages rendered on demand rather than the API
    pages: { type: 'boolean', default: false },
  },
});
const BUDGET_P95_MS = args.pages ? PAGES_BUDGET_P95_MS : API_BUDGET_P95_MS;
const engine = args.engine === 'postgres' ? 'postgres' : 'sqlite';
const DATASETS = Number(args.datasets);
/** The store of the phases, at the place the main process sets for its children. */
const storeOptions = (place: Place) => benchStoreOptions(engine, place, 'hail-bench');

/** A child phase: its result as a message, then it exits. */
async function child() {
  const place = JSON.parse(process.env.BENCH_PLACE!) as Place;
  if (process.env.BENCH_PHASE === 'import') {
    const catalogue = syntheticCatalogue(DATASETS, sampleCatalogue().datasets);
    const store = await openStore(storeOptions(place));
    const started = performance.now();
    const report = await importCatalogue(
      store,
      { catalogue, filesDir: place.dir, publishers: dataSources, categories: catalogueCategories },
      { filesDir: path.join(place.dir, 'files'), withoutFiles: true },
    );
    const ms = performance.now() - started;
    await store.close();
    process.send!({ ms, added: report.added.length, rss: process.memoryUsage().rss });
    return;
  }
  const store = await openStore(storeOptions(place));
  let root = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');
  if (!args.pages) {
    // The API alone: a build of nothing but its 404 page
    root = path.join(place.dir, 'client');
    await mkdir(root, { recursive: true });
    await writeFile(path.join(root, '404.html'), '<h1>Not found</h1>');
    await writeFile(path.join(place.dir, '_headers.json'), '[]');
  }
  const app = await buildServer({ root, catalogueStore: { store, filesDir: path.join(place.dir, 'files') } });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', (message) => {
    if (message === 'memory') process.send!({ rss: process.memoryUsage().rss });
    else void app.close().then(() => store.close().then(() => process.exit(0)));
  });
  process.send!({ address });
}

function phase(name: 'import' | 'serve', place: Place) {
  const proc = fork(new URL(import.meta.url).pathname, process.argv.slice(2), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_PHASE: name, BENCH_PLACE: JSON.stringify(place) },
  });
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      proc.once('message', (m) => resolve(m as T));
      proc.once('exit', (code) => code && reject(new Error(`${name} phase exited with ${code}`)));
    });
  return { proc, next };
}

type Autocannon = (
  options: object,
  done: (
    error: Error | null,
    result: { requests: { average: number }; non2xx: number; errors: number },
  ) => void,
) => unknown;

const round = (ms: number) => Math.round(ms * 10) / 10;

async function main() {
  const kept = args.keep ? path.resolve(args.keep) : undefined;
  const reuse = kept !== undefined && engine === 'sqlite' && existsSync(path.join(kept, 'portal.sqlite'));
  if (kept) mkdirSync(kept, { recursive: true });
  const place = await newPlace(engine, 'store', kept);
  let serving: ReturnType<typeof phase> | undefined;
  try {
    let imported = { ms: NaN, added: 0, rss: 0 };
    if (!reuse) {
      console.log(`Importing ${DATASETS} datasets into ${engine}…`);
      const importing = phase('import', place);
      imported = await importing.next<{ ms: number; added: number; rss: number }>();
      console.log(`Imported ${imported.added} in ${(imported.ms / 1000).toFixed(1)} s`);
    }

    serving = phase('serve', place);
    const { address } = await serving.next<{ address: string }>();
    const paths = args.pages ? pagePaths() : requestPaths();
    // A synthetic dataset in the middle of the catalogue
    const middle = await fetch(`${address}/api/3/action/package_search?start=${DATASETS >> 1}&rows=1`);
    const [synthetic] = ((await middle.json()) as { result: { results: { name: string }[] } }).result.results;
    paths.push(
      args.pages
        ? `/ar/data/catalogue/${synthetic!.name}`
        : `/api/3/action/package_show?id=${synthetic!.name}`,
    );
    // Each request once, timed alone
    const alone: { ms: number; path: string }[] = [];
    for (const p of paths) {
      if (process.env.BENCH_VERBOSE) console.log(decodeURIComponent(p));
      const started = performance.now();
      const res = await fetch(address + p);
      if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      alone.push({ ms: round(performance.now() - started), path: decodeURIComponent(p) });
    }
    const firstTimes = alone.map((a) => a.ms).sort((a, b) => a - b);
    alone.sort((a, b) => b.ms - a.ms);
    console.log('Slowest alone:', alone.slice(0, 12));
    if (process.env.BENCH_ALONE_ONLY) return;

    console.log(`Open loop: ${RATE} requests/s for ${OPEN_LOOP_S} s over ${paths.length} requests…`);
    const timed = await openLoop(address, paths, RATE, OPEN_LOOP_S);
    const latencies = timed.map((t) => t.ms).sort((a, b) => a - b);
    const failures = timed.filter((t) => t.status !== 200).length;
    const slowest = [...timed].sort((a, b) => b.ms - a.ms).slice(0, 8);

    // The pages: prerendered ones asked for at the same rate, in the same run, as what to compare with
    let prerendered: number[] | undefined;
    if (args.pages) {
      console.log(`Open loop over prerendered pages: ${RATE} requests/s for ${OPEN_LOOP_S} s…`);
      const files = await openLoop(
        address,
        ['/about', '/ar/about', '/', '/ar', '/data', '/ar/data'],
        RATE,
        OPEN_LOOP_S,
      );
      prerendered = files.map((t) => t.ms).sort((a, b) => a - b);
    }

    console.log('Saturation: 10 connections, 10 s…');
    const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
    const saturated = await new Promise<{ requests: { average: number }; non2xx: number; errors: number }>(
      (resolve, reject) =>
        autocannon(
          {
            url: address,
            connections: 10,
            duration: 10,
            requests: paths.map((p) => ({ method: 'GET', path: p })),
          },
          (error, r) => (error ? reject(error) : resolve(r)),
        ),
    );

    const letters: Record<string, number> = {};
    const search = args.pages ? '/data/catalogue?q=' : '/api/3/action/package_search?q=';
    for (const q of ['w', 'wa', 'م', 'مي'])
      for (let pass = 0; pass < 3; pass++) {
        const started = performance.now();
        await (await fetch(`${address}${search}${encodeURIComponent(q)}`)).arrayBuffer();
        letters[q] = Math.min(letters[q] ?? Infinity, round(performance.now() - started));
      }

    serving.proc.send('memory');
    const { rss } = await serving.next<{ rss: number }>();
    serving.proc.send('stop');

    const report = {
      date: new Date().toISOString(),
      engine,
      answers: args.pages ? 'pages' : 'api',
      datasets: DATASETS,
      importSeconds: round(imported.ms / 1000),
      openLoop: {
        requestsPerSecond: RATE,
        seconds: OPEN_LOOP_S,
        requests: timed.length,
        failures,
        latencyMs: {
          p50: round(percentile(latencies, 50)),
          p95: round(percentile(latencies, 95)),
          p99: round(percentile(latencies, 99)),
          max: round(latencies.at(-1)!),
        },
        slowest: slowest.map((t) => ({ ms: round(t.ms), path: decodeURIComponent(t.path) })),
      },
      // Each request the first time (a page rendered, not yet kept), one at a time
      firstTimeMs: { p50: round(percentile(firstTimes, 50)), p95: round(percentile(firstTimes, 95)) },
      ...(prerendered && {
        prerenderedOpenLoopMs: {
          p50: round(percentile(prerendered, 50)),
          p95: round(percentile(prerendered, 95)),
          p99: round(percentile(prerendered, 99)),
        },
      }),
      saturation: { connections: 10, requestsPerSecond: Math.round(saturated.requests.average) },
      oneOrTwoLettersMs: letters,
      serverRssMB: Math.round(rss / 2 ** 20),
      budget: { openLoopP95Ms: BUDGET_P95_MS },
    };
    console.log(JSON.stringify(report, null, 2));
    mkdirSync('bench-results', { recursive: true });
    const name = `catalogue-store-${engine}${args.pages ? '-pages' : ''}`;
    writeFileSync(`bench-results/${name}.json`, JSON.stringify(report, null, 2));
    const ok = report.openLoop.latencyMs.p95 <= BUDGET_P95_MS && failures === 0;
    console.log(
      ok ? 'Budget met.' : `Budget missed: p95 ${report.openLoop.latencyMs.p95} ms (${BUDGET_P95_MS} ms).`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    serving?.proc.kill();
    if (!kept) await rm(place.dir, { recursive: true, force: true });
    await dropSchema(place);
  }
}

if (process.env.BENCH_PHASE) await child();
else await main();
