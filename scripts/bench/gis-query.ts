/**
 * `npm run bench:gis`: the GIS page's Find Assets query, and the JavaScript the map page loads.
 *
 * 1. The spatial query (app/features/gis/lib/query.ts), in Node, over 100,000 synthetic parcels against the real
 *    road network, wells and electrical grid. The parcels are squares of 10–30 ha, their centres spread at random
 *    (seeded, so every run is the same) over the Hail region's outline (data/base/region.geojson), with the
 *    governorate whose outline holds them and the zone or locality of a real parcel of the same zoning. Reports
 *    the time to build the register once, then `parcelsWithin` (industrial parcels near a road, 5–20 km: median,
 *    p95 and min of 50 runs after 5 warm-up runs, and the parcels found), `findParcels` at 10 km (the query plus
 *    every result's exact distances), and checks the 10 km result against turf over every road, on every 5th
 *    industrial parcel.
 * 2. The JavaScript of /tools/gis in the production build (build/client, or $BUILD_DIR/client; this script never
 *    builds: run `npm run build` first): the files loaded at page start (the prerendered page's scripts and
 *    modulepreloads and their static imports), and those loaded on demand (dynamic `import()`s reachable from
 *    them, MapLibre and its worker among them), raw and gzip (level 9); the same for the home page, which must
 *    stay ≤ 100 KB gzip without MapLibre.
 *
 * Exits 1 when a target is missed: the 10 km query's median over 50 ms, the home page over 100 KB gzip, MapLibre
 * in the home page's bundle, or a query result that differs from turf's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pointToLineDistance from '@turf/point-to-line-distance';
import type { Feature, FeatureCollection, LineString, Polygon, Position } from 'geojson';
import {
  createRegister,
  findParcels,
  parcelsWithin,
  type QueryParams,
  type Register,
} from '../../app/features/gis/lib/query.ts';
import type { Source, Zoning } from '../../content/gis.ts';
import { percentile, random } from './stats.ts';

const PARCELS = 100_000;
const SEED = 20_240_601;
const WARMUP = 5;
const RUNS = 50;
const FIND_RUNS = 5;
/** The brute-force check takes every CHECK_STEPth parcel of the zoning. */
const CHECK_STEP = 5;
const DISTANCES_KM = [5, 10, 15, 20];
const DEFAULT_KM = 10;
const TARGET_MEDIAN_MS = 50;
const HOME_BUDGET_KB = 100;

const misses: string[] = [];

// ---------------------------------------------------------------------------------------------------------------
// Synthetic parcels

type Ring = [number, number][];
type Bounds = { west: number; south: number; east: number; north: number };
type Governorate = { id: string; en: string; ar: string; rings: Ring[]; bounds: Bounds };
type Place = { zone_id: string | null; locality_en: string | null; locality_ar: string | null };

const ZONINGS: Record<Zoning, string> = {
  industrial: 'IND',
  agricultural: 'AGR',
  residential: 'RES',
  commercial: 'COM',
};
const zonings = Object.keys(ZONINGS) as Zoning[];
/** Metres per degree of latitude (turf's earth radius, 6371.0088 km). */
const M_PER_DEGREE = (6_371_008.8 * Math.PI) / 180;

function readGeoJson<G extends Feature['geometry'] = Feature['geometry']>(
  file: string,
): FeatureCollection<G> {
  return JSON.parse(readFileSync(file, 'utf8')) as FeatureCollection<G>;
}

/** Ray casting (even-odd over every ring, so holes count too). Indexes rather than destructuring: 4× faster. */
function insideRings([x, y]: [number, number], rings: Ring[]): boolean {
  let inside = false;
  for (const ring of rings)
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[i]!;
      const b = ring[j]!;
      if (a[1] > y !== b[1] > y && x < ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
    }
  return inside;
}

const inBounds = ([x, y]: [number, number], b: Bounds) =>
  x >= b.west && x <= b.east && y >= b.south && y <= b.north;

function boundsOf(rings: Ring[]): Bounds {
  const points = rings.flat();
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { west: Math.min(...xs), south: Math.min(...ys), east: Math.max(...xs), north: Math.max(...ys) };
}

function readGovernorates(): Governorate[] {
  return readGeoJson<Polygon>('data/base/governorates.geojson').features.map((f) => {
    const rings = f.geometry.coordinates as Ring[];
    const p = f.properties ?? {};
    return {
      id: String(p.governorate_id),
      en: String(p.name_en),
      ar: String(p.name_ar),
      rings,
      bounds: boundsOf(rings),
    };
  });
}

/** The zone or locality of each real parcel, by zoning: what a synthetic parcel of that zoning is given. */
function readPlaces(): Record<Zoning, Place[]> {
  const places: Record<Zoning, Place[]> = {
    industrial: [],
    agricultural: [],
    residential: [],
    commercial: [],
  };
  for (const { properties: p } of readGeoJson<Polygon>(
    'data/datasets/industrial-zone-parcels/parcels.geojson',
  ).features) {
    places[p?.zoning as Zoning]?.push({
      zone_id: p?.zone_id ?? null,
      locality_en: p?.locality_en ?? null,
      locality_ar: p?.locality_ar ?? null,
    });
  }
  return places;
}

/** "IND-00-0001": the zoning's prefix, a block of 10,000 and the number within it. */
function parcelId(zoning: Zoning, n: number): string {
  const block = String(Math.floor(n / 10_000)).padStart(2, '0');
  return `${ZONINGS[zoning]}-${block}-${String(n % 10_000).padStart(4, '0')}`;
}

/** A square of `areaHa` hectares centred on [lon, lat], its corners rounded to 6 decimals like the real file. */
function square([lon, lat]: [number, number], areaHa: number): Polygon {
  const half = Math.sqrt(areaHa * 10_000) / 2 / M_PER_DEGREE;
  const dLon = half / Math.cos((lat * Math.PI) / 180);
  const r = (v: number) => Math.round(v * 1e6) / 1e6;
  const [w, s, e, n] = [r(lon - dLon), r(lat - half), r(lon + dLon), r(lat + half)];
  return {
    type: 'Polygon',
    coordinates: [
      [
        [w, s],
        [e, s],
        [e, n],
        [w, n],
        [w, s],
      ],
    ],
  };
}

/** `count` parcels whose centres lie inside the region's outline; zonings in turn. */
function syntheticParcels(count: number, seed: number) {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const outline = readGeoJson<Polygon>('data/base/region.geojson').features[0]!.geometry
    .coordinates as Ring[];
  const { west, south, east, north } = boundsOf(outline);
  const governorates = readGovernorates();
  const places = readPlaces();
  const numbers: Record<Zoning, number> = { industrial: 0, agricultural: 0, residential: 0, commercial: 0 };
  const features: Feature<Polygon>[] = [];
  let tried = 0;
  let withoutGovernorate = 0;
  while (features.length < count) {
    tried++;
    const centre: [number, number] = [west + next() * (east - west), south + next() * (north - south)];
    if (!insideRings(centre, outline)) continue;
    const zoning = zonings[features.length % zonings.length]!;
    const governorate = governorates.find((g) => inBounds(centre, g.bounds) && insideRings(centre, g.rings));
    if (!governorate) withoutGovernorate++;
    const { id, en, ar } = governorate ?? governorates[0]!;
    const area = Math.round((10 + next() * 20) * 10) / 10;
    features.push({
      type: 'Feature',
      properties: {
        parcel_id: parcelId(zoning, ++numbers[zoning]),
        zoning,
        ...pick(places[zoning]),
        area_ha: area,
        status: next() < 0.85 ? 'available' : 'reserved',
        governorate_id: id,
        governorate_en: en,
        governorate_ar: ar,
      },
      geometry: square(centre, area),
    });
  }
  const parcels: FeatureCollection<Polygon> = { type: 'FeatureCollection', features };
  return { parcels, tried, withoutGovernorate };
}

// ---------------------------------------------------------------------------------------------------------------
// Timing

type Timing = { median: number; p95: number; min: number };

function time<T>(run: () => T): { ms: number; value: T } {
  const start = performance.now();
  const value = run();
  return { ms: performance.now() - start, value };
}

/** Runs `run` `warmup` times untimed, then `runs` times timed. */
function timeRuns<T>(run: () => T, runs: number, warmup: number): Timing & { value: T } {
  let value = run();
  for (let i = 1; i < warmup; i++) value = run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const timed = time(run);
    times.push(timed.ms);
    value = timed.value;
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95), min: times[0]!, value };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const count = (value: number) => value.toLocaleString('en');
const pad = (text: string, width: number) => text.padStart(width);
const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

// ---------------------------------------------------------------------------------------------------------------
// Part 1: the query

/**
 * Checks the query against turf over every line of the source, on every `step`th parcel of the zoning (turf on
 * all 25,000 industrial parcels takes some 10 s): the parcels that disagree, and how many of the sample are within.
 */
function bruteForceCheck(register: Register, source: FeatureCollection, params: QueryParams, step: number) {
  const lines = source.features.flatMap((f): LineString[] => {
    const g = f.geometry;
    if (g.type === 'LineString') return [g];
    if (g.type === 'MultiLineString')
      return g.coordinates.map((coordinates) => ({ type: 'LineString', coordinates }));
    throw new Error(`the brute-force check handles lines, not ${g.type}`);
  });
  const near = (centre: Position) =>
    lines.some((line) => pointToLineDistance(centre, line, { units: 'kilometers' }) <= params.distanceKm);
  const found = new Set(parcelsWithin(register, params));
  const sample = register.parcels.filter((p) => p.zoning === params.zoning).filter((_, i) => i % step === 0);
  const within = new Set(sample.filter((p) => near(p.centre)));
  const wrong = sample.filter((p) => found.has(p) !== within.has(p));
  return { sample: sample.length, within: within.size, wrong };
}

function benchQuery() {
  const sources: Record<Source, FeatureCollection> = {
    road: readGeoJson('data/datasets/major-road-network/roads.geojson'),
    water: readGeoJson('data/datasets/groundwater-well-locations/wells.geojson'),
    grid: readGeoJson('data/layers/electrical-grid.geojson'),
  };
  const generated = time(() => syntheticParcels(PARCELS, SEED));
  const { parcels, tried, withoutGovernorate } = generated.value;
  const built = time(() => createRegister(parcels, sources));
  const register = built.value;
  const pieces = (source: Source) => count(register.sources[source].pieces.length);

  console.log(
    `GIS Find Assets query: ${count(PARCELS)} synthetic parcels (seed ${SEED}), Node ${process.version}`,
  );
  // Timings on a busy machine (a build or tests running alongside) are not comparable: say how busy it was.
  console.log(`  ${availableParallelism()} CPUs, load average ${loadavg()[0]!.toFixed(1)} at start`);
  console.log(
    `  sources: ${pieces('road')} road segments, ${pieces('water')} wells, ${pieces('grid')} grid segments`,
  );
  console.log(
    `  parcels generated in ${ms(generated.ms)} (${count(tried)} points tried, ` +
      `${((100 * PARCELS) / tried).toFixed(0)} % inside the region outline)`,
  );
  if (withoutGovernorate)
    console.log(`  note: ${count(withoutGovernorate)} centres outside every governorate`);
  console.log(`  createRegister (turf centroids + Flatbush indexes), once: ${ms(built.ms)}`);

  console.log(`  parcelsWithin, industrial near a road (${RUNS} runs after ${WARMUP} warm-up runs):`);
  console.log(
    `    ${pad('distance', 8)} ${pad('median', 9)} ${pad('p95', 9)} ${pad('min', 9)} ${pad('found', 7)}`,
  );
  const query = (distanceKm: number): QueryParams => ({ zoning: 'industrial', distanceKm, source: 'road' });
  let defaultMedian = NaN;
  for (const km of DISTANCES_KM) {
    const { median, p95, min, value } = timeRuns(() => parcelsWithin(register, query(km)), RUNS, WARMUP);
    if (km === DEFAULT_KM) defaultMedian = median;
    console.log(
      `    ${pad(`${km} km`, 8)} ${pad(ms(median), 9)} ${pad(ms(p95), 9)} ${pad(ms(min), 9)} ${pad(count(value.length), 7)}`,
    );
  }
  const met = defaultMedian <= TARGET_MEDIAN_MS;
  console.log(
    `  target median ≤ ${TARGET_MEDIAN_MS} ms at ${DEFAULT_KM} km: ${met ? 'met' : 'MISSED'} (${ms(defaultMedian)})`,
  );
  if (!met) misses.push(`query median ${ms(defaultMedian)} > ${TARGET_MEDIAN_MS} ms at ${DEFAULT_KM} km`);

  const find = timeRuns(() => findParcels(register, query(DEFAULT_KM)), FIND_RUNS, 1);
  const results = find.value.length;
  const perResult = results ? (1000 * (find.median - defaultMedian)) / results : 0;
  console.log(
    `  findParcels at ${DEFAULT_KM} km (query + distances of every result, ${FIND_RUNS} runs after 1): ` +
      `median ${ms(find.median)}, min ${ms(find.min)}, ${count(results)} results ` +
      `(≈ ${perResult.toFixed(0)} µs of distances per result)`,
  );

  const check = time(() => bruteForceCheck(register, sources.road, query(DEFAULT_KM), CHECK_STEP));
  const { sample, within, wrong } = check.value;
  console.log(
    `  check at ${DEFAULT_KM} km against turf over every road, on every ${ordinal(CHECK_STEP)} industrial parcel ` +
      `(${count(sample)}, ${count(within)} within, ${ms(check.ms)}): ` +
      (wrong.length ? `${wrong.length} DIFFER (${wrong.slice(0, 5).map((p) => p.id)})` : 'all agree'),
  );
  if (wrong.length) misses.push(`parcelsWithin differs from turf on ${wrong.length} parcels`);
}

// ---------------------------------------------------------------------------------------------------------------
// Part 2: the JavaScript the pages load

const clientDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');
/** Text found only in MapLibre's own code (a class name of its canvas, the worker set-up). */
const MAPLIBRE = /maplibregl-canvas|setWorkerUrl/;

const STRING = String.raw`(["'\x60])([^"'\x60\s]+?\.m?js)\1`;
const STATIC_IMPORT = new RegExp(String.raw`\b(?:from|import)\s*${STRING}`, 'g');
const DYNAMIC_IMPORT = new RegExp(String.raw`\bimport\s*\(\s*${STRING}\s*\)`, 'g');
const ANY_JS_STRING = new RegExp(STRING, 'g');

type Refs = { imports: string[]; dynamic: string[]; urls: string[] };
type Size = { raw: number; gzip: number };

const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[2]!);

/** The file a specifier names: relative to the importing file, or to the site's root ("/assets/…", "assets/…"). */
function resolveFile(specifier: string, fromDir: string): string | null {
  if (/^[a-z]+:/i.test(specifier) || specifier.startsWith('//')) return null;
  const bare = specifier.replace(/[?#].*$/, '');
  const candidates = bare.startsWith('/')
    ? [path.join(clientDir, bare)]
    : [path.resolve(fromDir, bare), path.resolve(clientDir, bare)];
  return candidates.find((file) => file.startsWith(clientDir) && existsSync(file)) ?? null;
}

const refsCache = new Map<string, Refs>();
/** A built JS file's static imports, dynamic imports, and other strings naming a JS file of the build (the worker). */
function refsOf(file: string): Refs {
  let refs = refsCache.get(file);
  if (!refs) {
    const code = readFileSync(file, 'utf8');
    const resolve = (specifiers: string[]) =>
      specifiers.flatMap((s) => resolveFile(s, path.dirname(file)) ?? []).filter((f) => f !== file);
    refs = {
      imports: resolve(matches(code, STATIC_IMPORT)),
      dynamic: resolve(matches(code, DYNAMIC_IMPORT)),
      urls: resolve(matches(code, ANY_JS_STRING)),
    };
    refsCache.set(file, refs);
  }
  return refs;
}

/** The JS files a prerendered page names: script src, modulepreload href, and its islands' modules. */
function pageScripts(htmlFile: string): string[] {
  const html = readFileSync(htmlFile, 'utf8');
  const specifiers = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link\b[^>]*>/g)]
      .filter((m) => /\brel="modulepreload"/.test(m[0]))
      .flatMap((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1] ?? []),
    // The islands' modules and their renderer (Astro's <astro-island>)
    ...[...html.matchAll(/\s(?:component|renderer)-url="([^"]+)"/g)].map((m) => m[1]!),
  ];
  const files = specifiers.flatMap((s) => resolveFile(s, path.dirname(htmlFile)) ?? []);
  return [...new Set(files)].filter((f) => /\.m?js$/.test(f));
}

/** The files and everything they import statically; with `withUrls`, also the JS files they name (a worker). */
function closure(roots: Iterable<string>, withUrls = false): Set<string> {
  const found = new Set<string>();
  const queue = [...roots];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    const { imports, urls } = refsOf(file);
    queue.push(...imports, ...(withUrls ? urls : []));
  }
  return found;
}

/** Each dynamic import reachable from the start files, with the files it adds (those not loaded at start). */
function onDemand(start: Set<string>): { entry: string; files: Set<string> }[] {
  const entries: { entry: string; files: Set<string> }[] = [];
  const seen = new Set<string>();
  const queue = [...start].flatMap((f) => refsOf(f).dynamic);
  for (let entry = queue.shift(); entry !== undefined; entry = queue.shift()) {
    if (seen.has(entry) || start.has(entry)) continue;
    seen.add(entry);
    const files = new Set([...closure([entry], true)].filter((f) => !start.has(f)));
    entries.push({ entry, files });
    for (const f of files) queue.push(...refsOf(f).dynamic);
  }
  return entries;
}

const sizeCache = new Map<string, Size>();
function sizeOf(file: string): Size {
  let size = sizeCache.get(file);
  if (!size) {
    const bytes = readFileSync(file);
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizeCache.set(file, size);
  }
  return size;
}

function total(files: Iterable<string>): Size {
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    raw += sizeOf(f).raw;
    gzip += sizeOf(f).gzip;
  }
  return { raw, gzip };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const label = (file: string) => path.relative(clientDir, file);
const isMapLibre = (file: string) => MAPLIBRE.test(readFileSync(file, 'utf8'));

function describe(files: Set<string>): string {
  const { raw, gzip } = total(files);
  return `${files.size} file${files.size === 1 ? '' : 's'}, ${kb(raw)} raw, ${kb(gzip)} gzip`;
}

function printLargest(files: Set<string>, shown = 5) {
  const largest = [...files].sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip).slice(0, shown);
  for (const f of largest)
    console.log(`      ${pad(kb(sizeOf(f).gzip), 10)} gzip ${pad(kb(sizeOf(f).raw), 10)} raw  ${label(f)}`);
}

function benchPageJs(route: string, htmlFile: string): Set<string> | null {
  if (!existsSync(htmlFile)) {
    console.log(`  ${route}: ${label(htmlFile)} is missing`);
    return null;
  }
  const start = closure(pageScripts(htmlFile));
  console.log(`  ${route} at page start: ${describe(start)}`);
  printLargest(start);
  const entries = onDemand(start);
  if (!entries.length) return start;
  const all = new Set(entries.flatMap((e) => [...e.files]));
  console.log(`  ${route} on demand (dynamic imports, each with what it adds): ${describe(all)}`);
  for (const { entry, files } of entries) {
    const tag = [...files].some(isMapLibre) ? '  [MapLibre]' : '';
    console.log(`    ${label(entry)}: ${describe(files)}${tag}`);
  }
  printLargest(all);
  return start;
}

function benchJs() {
  console.log(
    `\nPage JavaScript (${path.relative(process.cwd(), clientDir) || '.'}; KB = 1024 bytes, gzip level 9)`,
  );
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    console.log(`  no production build in ${clientDir}: run \`npm run build\` first; skipped`);
    return;
  }
  benchPageJs('/tools/gis', path.join(clientDir, 'tools', 'gis', 'index.html'));
  const home = benchPageJs('/ (home)', path.join(clientDir, 'index.html'));
  if (!home) return;
  const homeGzip = total(home).gzip;
  const withinBudget = homeGzip <= HOME_BUDGET_KB * 1024;
  const maplibreFiles = [...home].filter((f) => isMapLibre(f) || /maplibre/i.test(path.basename(f)));
  console.log(`  home ≤ ${HOME_BUDGET_KB} KB gzip: ${withinBudget ? 'met' : 'MISSED'} (${kb(homeGzip)})`);
  console.log(
    `  maplibre in home bundle: ${maplibreFiles.length ? `yes (${maplibreFiles.map(label).join(', ')})` : 'no'}`,
  );
  if (!withinBudget) misses.push(`home JavaScript ${kb(homeGzip)} gzip > ${HOME_BUDGET_KB} KB`);
  if (maplibreFiles.length) misses.push('MapLibre is in the home page bundle');
}

benchQuery();
benchJs();
if (misses.length) console.error(`\nTargets missed:\n  ${misses.join('\n  ')}`);
process.exit(misses.length ? 1 : 0);
