/**
 * `npm run bench:freshness -- [--engine postgres|sqlite] [--changes 20]` (after `npm run build`): how soon a change
 * written to the store is seen. The build's seed is imported into a new store (a PostgreSQL schema of its own on
 * DATABASE_URL, default the test database; or SQLite in a temporary folder), which two servers serve, each in a
 * process of its own, as behind a proxy. Each page and answer is asked for first, so that every cache holds it.
 * Then, `--changes` times, this process (neither server) writes a change to the store — a dataset's title changed
 * and a dataset added — and both servers are asked, every 5 ms, for each place that shows it until it does: the
 * dataset's page, the catalogue list for the new word, package_show, package_search, the portal search, DCAT and
 * the sitemap (the new dataset's address). Each is timed from the moment the write has been committed.
 *
 * Writes bench-results/freshness-<engine>.json; exits 1 when any change took more than 1 s to be seen anywhere.
 */
import '../../server/production.ts';
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildServer } from '../../server/app.ts';
import { importCatalogue, type CatalogueSeed } from '../../server/store/catalogue-import.ts';
import { openStore } from '../../server/store/db.ts';
import { readSeed } from '../../server/store/seed.ts';
import { dropSchema, newPlace, storeOptions as benchStoreOptions, type Place } from './bench-store.ts';
import { percentile } from './stats.ts';

const BUDGET_MS = 1_000;
/** How often a server is asked again. */
const POLL_MS = 5;
const SLUG = 'groundwater-well-locations';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'postgres' },
    changes: { type: 'string', default: '20' },
  },
});
const engine = args.engine === 'sqlite' ? 'sqlite' : 'postgres';
const CHANGES = Number(args.changes);
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

const storeOptions = (place: Place) => benchStoreOptions(engine, place, 'hail-bench-freshness');

/** A server's process: the portal on the store, its address sent back. */
async function serve() {
  const place = JSON.parse(process.env.BENCH_PLACE!) as Place;
  const store = await openStore(storeOptions(place));
  const app = await buildServer({
    root: path.join(buildDir, 'client'),
    catalogueStore: { store, filesDir: path.join(place.dir, 'files') },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', () => void app.close().then(() => store.close().then(() => process.exit(0))));
  process.send!({ address });
}

function server(place: Place) {
  const proc = fork(new URL(import.meta.url).pathname, process.argv.slice(2), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_SERVE: '1', BENCH_PLACE: JSON.stringify(place) },
  });
  const address = new Promise<string>((resolve, reject) => {
    proc.once('message', (m) => resolve((m as { address: string }).address));
    proc.once('exit', (code) => reject(new Error(`a server exited with ${code}`)));
  });
  return { proc, address };
}

/**
 * The seed with the dataset's English title changed and `added` more datasets, fresh-1 … (copies of it, their
 * files those of the seed: `filesDir` holds a link to each seed dataset's folder, and to its for the copies).
 */
function changed(seed: CatalogueSeed, filesDir: string, title: string, added: number): CatalogueSeed {
  const original = seed.catalogue.datasets.find((d) => d.slug === SLUG)!;
  const copies = Array.from({ length: added }, (_, i) => ({
    ...original,
    slug: `fresh-${i + 1}`,
    title: { ...original.title, en: `Fresh copy ${i + 1}` },
  }));
  const datasets = seed.catalogue.datasets.map((d) =>
    d.slug === SLUG ? { ...d, title: { ...d.title, en: title } } : d,
  );
  return { ...seed, filesDir, catalogue: { ...seed.catalogue, datasets: [...datasets, ...copies] } };
}

/** A folder of links to the seed's dataset folders, and to SLUG's as fresh-1 … fresh-`count`. */
async function linkedFiles(seed: CatalogueSeed, dir: string, count: number) {
  await mkdir(dir, { recursive: true });
  for (const d of seed.catalogue.datasets)
    await symlink(path.join(seed.filesDir, d.slug), path.join(dir, d.slug));
  for (let i = 1; i <= count; i++)
    await symlink(path.join(seed.filesDir, SLUG), path.join(dir, `fresh-${i}`));
}

/** Where a change shows, and what shows it: each place's address for the title's word, and the text to find. */
const places = (word: string, title: string, added: string) => ({
  page: { path: `/data/catalogue/${SLUG}`, text: `>${title}<` },
  list: { path: `/data/catalogue?q=${word}`, text: `>${title}<` },
  package_show: { path: `/api/3/action/package_show?id=${SLUG}`, text: `"title":"${title}"` },
  package_search: { path: `/api/3/action/package_search?q=${word}`, text: `"title":"${title}"` },
  site_search: { path: `/api/search?q=${word}&type=dataset&limit=5`, text: `"en":"${title}"` },
  dcat: { path: '/catalog.ttl', text: `"${title}"@en` },
  sitemap: { path: '/sitemap.xml', text: `/data/catalogue/${added}<` },
});
type PlaceName = keyof ReturnType<typeof places>;

/** The milliseconds from `since` until `address + path` answers with `text` in its body. */
async function seenAfter(since: number, address: string, { path: p, text }: { path: string; text: string }) {
  for (;;) {
    const body = await (await fetch(address + p)).text();
    if (body.includes(text)) return performance.now() - since;
    if (performance.now() - since > 10 * BUDGET_MS)
      throw new Error(`${address}${p}: no "${text}" after 10 s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function main() {
  const place = await newPlace(engine, 'freshness');
  const seed = (await readSeed(buildDir))!;
  const store = await openStore(storeOptions(place));
  const filesDir = path.join(place.dir, 'files');
  const servers: ReturnType<typeof server>[] = [];
  try {
    const linked = path.join(place.dir, 'seed-files');
    await linkedFiles(seed, linked, CHANGES);
    await importCatalogue(store, seed, { filesDir });
    servers.push(server(place), server(place));
    const addresses = await Promise.all(servers.map((s) => s.address));
    const seen: Record<PlaceName, number[]> = {
      page: [],
      list: [],
      package_show: [],
      package_search: [],
      site_search: [],
      dcat: [],
      sitemap: [],
    };
    /** How long each write took (the import reads and weighs the whole seed) before its change was committed. */
    const writes: number[] = [];
    for (let i = 0; i < CHANGES; i++) {
      const word = `fresh${i}x${randomBytes(2).toString('hex')}`;
      const title = `Groundwater Wells ${word}`;
      // Every place asked for first, so that each server's caches hold what it shows before the change
      for (const address of addresses)
        for (const p of Object.values(places(word, title, ''))) await (await fetch(address + p.path)).text();
      const started = performance.now();
      await importCatalogue(store, changed(seed, linked, title, i + 1), { filesDir });
      const since = performance.now();
      writes.push(since - started);
      const wanted = places(word, title, `fresh-${i + 1}`);
      await Promise.all(
        addresses.flatMap((address) =>
          (Object.keys(wanted) as PlaceName[]).map(async (name) =>
            seen[name].push(await seenAfter(since, address, wanted[name])),
          ),
        ),
      );
    }
    const round = (ms: number) => Math.round(ms * 10) / 10;
    const summary = Object.fromEntries(
      Object.entries(seen).map(([name, list]) => {
        const sorted = list.sort((a, b) => a - b);
        return [
          name,
          {
            p50: round(percentile(sorted, 50)),
            p95: round(percentile(sorted, 95)),
            max: round(sorted.at(-1)!),
          },
        ];
      }),
    );
    const worst = Math.max(...Object.values(seen).flat());
    const report = {
      date: new Date().toISOString(),
      engine,
      servers: servers.length,
      changes: CHANGES,
      pollMs: POLL_MS,
      budgetMs: BUDGET_MS,
      writeMs: {
        p50: round(
          percentile(
            writes.sort((a, b) => a - b),
            50,
          ),
        ),
        max: round(writes.at(-1)!),
      },
      seenAfterMs: summary,
      worstMs: round(worst),
    };
    console.log(JSON.stringify(report, null, 2));
    mkdirSync('bench-results', { recursive: true });
    writeFileSync(`bench-results/freshness-${engine}.json`, `${JSON.stringify(report, null, 2)}\n`);
    if (worst > BUDGET_MS) {
      console.error(`A change took ${round(worst)} ms to be seen, over the ${BUDGET_MS} ms budget.`);
      process.exitCode = 1;
    }
  } finally {
    for (const s of servers) s.proc.send('stop');
    await store.close();
    await dropSchema(place);
    await rm(place.dir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_SERVE) await serve();
else await main();
