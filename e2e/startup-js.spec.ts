/**
 * The JavaScript each route loads at start stays within its budget: read from the build's manifest
 * (core/built/startup.ts) — or, for a page hydrated as islands, from the islands entry's files (build/islands.json)
 * — checked against what the prerendered page really preloads, measured gzip. No browser and no timing: bytes of
 * the build.
 *
 * The target is 120 KB gzip on content pages. Every page is hydrated as islands (its route's
 * `handle = islandsPage`: Preact's React compatibility layer, the shell and the header, no React Router and no page
 * code), and every page meets it: 53–63 KB on content pages, 77 KB on the GIS Hub, whose tools are one island of
 * their own (side panel, legend, the map's frame; the map, its picture and the query load after).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { ISLANDS_FILE, islandsFiles, isIslandsPage, type IslandsBuild } from '../core/built/islands';
import { parseManifest, startupFiles } from '../core/built/startup';
import { bootFiles } from '../scripts/static/defer-hydration';

const client = 'build/client';
/** Route id, a page of it, and its budget in KB gzip. */
const routes: [id: string, path: string, kb: number][] = [
  ['home', '/', 120],
  ['about', '/about', 120],
  ['about-mission', '/about/mission', 120],
  ['about-governance', '/about/governance', 120],
  ['about-contact', '/about/contact', 120],
  ['about-governorate', '/about/governorates/baqaa', 120],
  ['data', '/data', 120],
  ['data-sdg', '/data/sdg', 120],
  ['data-cpi', '/data/cpi', 120],
  ['data-economy', '/data/economy', 120],
  ['data-catalogue', '/data/catalogue', 120],
  ['data-dataset', '/data/catalogue/groundwater-well-locations', 120],
  ['data-indicator', '/data/indicators/population', 120],
  ['data-domain', '/data/people-society', 120],
  ['tools', '/tools', 120],
  ['tools-gis', '/tools/gis', 120],
  ['tools-dashboards', '/tools/dashboards', 120],
  ['tools-observatory', '/tools/observatory', 120],
  ['publications', '/publications', 120],
  ['publications-stories', '/publications/stories', 120],
  ['publications-story', '/publications/stories/renewable-energy', 120],
  ['publications-reports', '/publications/reports', 120],
  ['participate', '/participate', 120],
  ['participate-api', '/participate/api', 120],
  ['participate-feedback', '/participate/feedback', 120],
  ['participate-data-requests', '/participate/data-requests', 120],
  ['participate-community', '/participate/community', 120],
  ['participate-learn', '/participate/learn', 120],
  ['participate-support', '/participate/support', 120],
  ['participate-newsletter', '/participate/newsletter', 120],
  ['participate-unsubscribe', '/participate/newsletter/unsubscribe', 120],
  ['search', '/search', 120],
  ['embed-indicator', '/embed/indicators/population', 120],
  ['routes/not-found', '/404', 120],
];

test.skip(({ isMobile }) => isMobile, 'bytes of the build: once is enough');

const manifestFile = readdirSync(`${client}/assets`).find((f) => /^manifest-[\w-]+\.js$/.test(f));
const manifest = manifestFile
  ? parseManifest(readFileSync(`${client}/assets/${manifestFile}`, 'utf8'))
  : null;
/** gzip at its default level (the build's precompressed files are brotli and gzip at their best). */
const gzipKb = (file: string) => gzipSync(readFileSync(client + file)).length / 1024;
const html = (path: string) => readFileSync(`${client}${path === '/' ? '' : path}/index.html`, 'utf8');
/** The scripts a prerendered page preloads (its boot script lists them: scripts/static/defer-hydration.ts). */
const preloaded = (path: string) => bootFiles(html(path));
/** The islands entry's files and each island's (scripts/vite/islands-entry.ts), for the pages hydrated as islands. */
const islands = JSON.parse(readFileSync(`build/${ISLANDS_FILE}`, 'utf8')) as IslandsBuild;
/** What a page loads at start: its islands, or React Router's account of the route. */
const startup = (routeId: string, path: string) => {
  const page = html(path);
  return isIslandsPage(page)
    ? islandsFiles(page, islands)
    : startupFiles(manifest!, routeId, `/assets/${manifestFile}`);
};

test('one build manifest', () => {
  expect(manifest, `no manifest-*.js in ${client}/assets`).not.toBeNull();
  expect(Object.keys(manifest!.routes).filter((id) => !id.startsWith('ar-') && id !== 'root')).toEqual(
    routes.map(([id]) => id),
  );
});

for (const [id, path, kb] of routes) {
  test(`${path}: start-up JavaScript within ${kb} KB gzip, in both languages`, () => {
    const files = startup(id, path);
    for (const [routeId, page] of [
      [id, path],
      [`ar-${id}`, path === '/' ? '/ar' : `/ar${path}`],
    ] as const) {
      if (!manifest!.routes[routeId]) continue;
      // The account is what the page loads, and the same in both languages
      expect(new Set(preloaded(page)), page).toEqual(new Set(startup(routeId, page)));
      expect(isIslandsPage(html(page)), page).toBe(isIslandsPage(html(path)));
    }
    const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
    expect(Math.round(total * 10) / 10, `${path}: ${files.length} files`).toBeLessThanOrEqual(kb);
  });
}
