/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling) on every main route of the built portal, in
 * English and Arabic, served by our own server, three runs each (`-- --runs N`), the median run by performance
 * reported, with the JavaScript the page starts with (gzip, from the build: the files its boot script loads, as
 * e2e/startup-js.spec.ts counts them) and the JavaScript Lighthouse saw transferred during the run (islands that
 * start when near, files fetched when idle, headers included). Prints a table, writes
 * bench-results/lighthouse.json, and exits non-zero when a budget of DESIGN.md is missed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildServer } from '../../server/app.ts';
import { openStore } from '../../server/store/db.ts';
import { memoryRateLimiter } from '../../server/store/rate-limit.ts';
import { ensureChromium } from '../lib/tools.ts';
import { percentile } from './stats.ts';
import { startFiles } from '../static/start-files.ts';
import {
  allRoutes,
  budgets,
  MAP_IN_VIEW,
  MAP_PERFORMANCE,
  mapPages,
  notFound,
  tallPhone,
} from './lighthouse-routes.ts';

// `npm run bench:lighthouse -- /tools/gis /ar/tools/gis` measures only the routes named.
const rootArg = process.argv.indexOf('--root');
const named = process.argv.slice(2).filter((arg, i) => arg.startsWith('/') && i + 2 !== rootArg + 1);
const unknown = named.filter((route) => !allRoutes.includes(route));
if (unknown.length) {
  console.error(
    `bench:lighthouse: not a measured route: ${unknown.join(', ')}\nRoutes: ${allRoutes.join(' ')}`,
  );
  process.exit(2);
}
const routes = named.length ? named : allRoutes;

// `-- --root DIR`: another build's client folder (as it is: never built here)
const root = path.resolve(rootArg > 0 ? process.argv[rootArg + 1]! : 'build/client');
if (rootArg < 0 && (!existsSync(path.join(root, 'index.html')) || process.argv.includes('--build'))) {
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

/**
 * The JavaScript a route's page starts with, KB gzip: its islands that start with the page and what they import
 * (scripts/static/start-files.ts, which e2e/startup-js.spec.ts also reads), of the page as the server sends it
 * (prerendered, or rendered on demand as the catalogue's are).
 */
async function startupKb(route: string) {
  const html = await (await fetch(base + route.replace(/#.*$/, ''))).text();
  const files = (await startFiles(html, root)).atStart;
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(root, file))).length, 0);
  return Number((bytes / 1024).toFixed(1));
}
// As `npm start` serves it: with the participation API (the Participate page asks it for the events' seats), on a
// throwaway store
const store = await openStore({ dataDir: mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-')) });
const limiter = () => memoryRateLimiter({ limit: 1000, windowMs: 60_000 });
const server = await buildServer({
  root,
  participation: { store, rateLimiter: limiter(), signInLimiters: { name: limiter(), address: limiter() } },
});
let base = '';

const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    // WebGL through SwiftShader, so the map pages are measured drawing their maps.
    '--enable-unsafe-swiftshader',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

type Row = {
  route: string;
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript at page start, KB gzip (from the build). */
  startKb: number;
  /** JavaScript Lighthouse saw transferred during the run, KB (near islands, idle fetches and headers included). */
  jsKb: number;
  /** Whether the map was drawn (its base map's files fetched: its still picture, or the live map), on the map pages. */
  map?: boolean;
  /** Lighthouse's measure of this machine's speed during the run (higher is faster). */
  benchmarkIndex?: number;
  /** Every run's performance score, when there were several, worst first (by score, then TBT). */
  runs?: string;
  /** Every run's TBT, in the same order. */
  tbtRuns?: string;
  /** The elements that moved most (Lighthouse's layout-shifts audit), for finding the cause of a CLS. */
  shifts?: string[];
};
/**
 * Runs per route (`-- --runs 1` for a quick look); the median run by performance score is reported (of runs of the
 * same score, the median by TBT).
 */
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 3;
const rows: Row[] = [];
/**
 * The machine's floor: a page of one heading and one paragraph, no stylesheet, no script, no font, served by the
 * same server and measured the same way, at the start of the run and at its end. What a route scores above it is
 * the route's own work; what the floor itself shows (Chromium's start-up of a page, on this machine at this hour)
 * no page can go below. It is not held to the budgets.
 */
const FLOOR = '(floor)';
const floorHtml =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Floor</title><meta name="description" content="The floor of the Lighthouse bench: a static page."></head>' +
  '<body><main><h1>Hail Regional Data Hub</h1><p>The open-data portal of the Hail Region Development Authority: ' +
  'regional indicators, dashboards, maps, datasets and publications.</p></main></body></html>';

async function measure(route: string): Promise<Row> {
  const floor = route.startsWith(FLOOR);
  const runs: Row[] = [];
  const startKb = floor ? 0 : await startupKb(route);
  const url = floor ? `${base}/__bench-floor` : `${base}${route.replace(MAP_IN_VIEW, '')}`;
  for (let run = 0, failed = 0; run < RUNS; run++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      ...(MAP_IN_VIEW.test(route) ? { screenEmulation: tallPhone } : {}),
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // The not-found page is measured as served, with its status 404
      ignoreStatusCode: notFound.test(route),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    // A run Lighthouse could not finish (it scores 0) is run again, twice at most
    const error = result.lhr.runtimeError;
    if (error && failed < 2) {
      console.log(`${route}: run failed (${error.code}: ${error.message}); running it again`);
      failed++;
      run--;
      continue;
    }
    const { categories, audits } = result.lhr;
    const requests =
      (
        audits['network-requests']?.details as {
          items?: { url?: string; resourceType?: string; transferSize?: number }[];
        }
      )?.items ?? [];
    const jsBytes = requests
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    runs.push({
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      shifts: (
        (audits['layout-shifts']?.details as { items?: { node?: { snippet?: string }; score?: number }[] })
          ?.items ?? []
      )
        .slice(0, 3)
        .map((item) => `${(item.score ?? 0).toFixed(3)} ${item.node?.snippet?.slice(0, 120) ?? ''}`),
      startKb,
      jsKb: Number((jsBytes / 1024).toFixed(1)),
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      ...(mapPages.test(route)
        ? { map: requests.some((r) => /\/gis\/region\.geojson$/.test(r.url ?? '')) }
        : {}),
    });
    const failing = Object.values(result.lhr.audits).filter(
      (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
    );
    if (failing.length && !floor)
      console.log(`${route}: failing audits: ${failing.map((a) => a.id).join(', ')}`);
  }
  // Worst first: by score, and among runs of the same score by TBT (the higher worse), so that of runs that all
  // score 100 the one reported is the median by TBT, not the one that came second
  runs.sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
  return {
    ...runs[Math.floor(runs.length / 2)]!,
    runs: runs.map((r) => r.performance).join('/'),
    tbtRuns: runs.map((r) => r.tbtMs).join('/'),
  };
}

try {
  server.get('/__bench-floor', (_request, reply) => reply.type('text/html; charset=utf-8').send(floorHtml));
  base = await server.listen({ port: 0, host: '127.0.0.1' });
  rows.push(await measure(`${FLOOR} start`));
  for (const route of routes) rows.push(await measure(route));
  rows.push(await measure(`${FLOOR} end`));
} finally {
  await chrome.kill();
  await server.close();
  await store.close();
}

console.table(rows);
const misses: string[] = [];
const floors = rows.filter((r) => r.route.startsWith(FLOOR));
console.log(
  `The machine's floor (a static page, no CSS, no script): ${floors
    .map((f) => `${f.route.slice(FLOOR.length + 1)} ${f.performance} (${f.runs}), TBT ${f.tbtMs} ms`)
    .join('; ')}. A route cannot score above it.`,
);
// Lighthouse's 4x CPU slowdown assumes a desktop of benchmark index 1,500-2,000 (its docs/throttling.md): on a
// slower or busier machine every page measures slower than on the phone it stands for
const indices = rows
  .map((r) => r.benchmarkIndex ?? 0)
  .filter(Boolean)
  .sort((a, b) => a - b);
console.log(
  `Lighthouse's benchmark index of this machine during the run: ${indices[0]}-${indices.at(-1)} (median ${percentile(indices, 50)}).`,
);
for (const r of rows) {
  if (r.route.startsWith(FLOOR)) continue;
  const map = mapPages.test(r.route);
  const performance = map ? MAP_PERFORMANCE : budgets.performance;
  if (r.performance < performance) misses.push(`${r.route} performance ${r.performance} < ${performance}`);
  for (const key of ['accessibility', 'best-practices', 'seo'] as const) {
    // A not-found page is, rightly, not indexable (SEO) and its status is logged as a console error (best practices)
    if (key !== 'accessibility' && notFound.test(r.route)) continue;
    if (r[key] < budgets[key]) misses.push(`${r.route} ${key} ${r[key]} < ${budgets[key]}`);
  }
  if (r.cls > budgets.cls) misses.push(`${r.route} CLS ${r.cls} > ${budgets.cls}`);
  if (MAP_IN_VIEW.test(r.route) && !r.map)
    misses.push(`${r.route} drew no map (its base map's files were not fetched)`);
  if (map) continue;
  if (r.lcpMs > budgets.lcpMs) misses.push(`${r.route} LCP ${r.lcpMs} ms > ${budgets.lcpMs} ms`);
  if (r.startKb > budgets.startJsKb)
    misses.push(`${r.route} JavaScript at start ${r.startKb} KB gzip > ${budgets.startJsKb} KB`);
}
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/lighthouse.json',
  JSON.stringify({ date: new Date().toISOString(), rows, misses }, null, 2),
);
console.log(misses.length ? `Budgets missed:\n  ${misses.join('\n  ')}` : 'All budgets met.');
process.exit(misses.length ? 1 : 0);
