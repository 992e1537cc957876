/**
 * The JavaScript each route loads at start stays within its budget: read from the build's manifest
 * (core/built/startup.ts), checked against what the prerendered page really preloads, measured gzip.
 * No browser and no timing: bytes of the build.
 *
 * The target is 120 KB gzip on content pages. Not met yet: the framework (React DOM and React Router,
 * 105 KB) and the shell (i18next, tailwind-merge, 27 KB) alone are 132 KB. The budgets below are today's figures
 * rounded up, so that nothing grows unnoticed; lower them as pages shed code (README, "Speed").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { parseManifest, startupFiles } from '../core/built/startup';

const client = 'build/client';
/** Route id, a page of it, and its budget in KB gzip. */
const routes: [id: string, path: string, kb: number][] = [
  ['home', '/', 190],
  ['about', '/about', 175],
  ['about-mission', '/about/mission', 170],
  ['about-governance', '/about/governance', 170],
  ['about-contact', '/about/contact', 170],
  ['about-governorate', '/about/governorates/baqaa', 175],
  ['data', '/data', 210],
  ['data-sdg', '/data/sdg', 210],
  ['data-cpi', '/data/cpi', 210],
  ['data-economy', '/data/economy', 240],
  ['data-catalogue', '/data/catalogue', 210],
  ['data-dataset', '/data/catalogue/groundwater-well-locations', 180],
  ['data-indicator', '/data/indicators/population', 240],
  ['data-domain', '/data/people-society', 235],
  ['tools', '/tools', 170],
  ['tools-gis', '/tools/gis', 230],
  ['tools-dashboards', '/tools/dashboards', 195],
  ['tools-observatory', '/tools/observatory', 195],
  ['publications', '/publications', 190],
  ['publications-stories', '/publications/stories', 170],
  ['publications-story', '/publications/stories/renewable-energy', 175],
  ['publications-reports', '/publications/reports', 170],
  ['participate', '/participate', 200],
  ['participate-api', '/participate/api', 175],
  ['participate-feedback', '/participate/feedback', 195],
  ['participate-data-requests', '/participate/data-requests', 195],
  ['participate-community', '/participate/community', 200],
  ['participate-learn', '/participate/learn', 185],
  ['participate-support', '/participate/support', 200],
  ['participate-newsletter', '/participate/newsletter', 195],
  ['participate-unsubscribe', '/participate/newsletter/unsubscribe', 170],
  ['search', '/search', 170],
  ['embed-indicator', '/embed/indicators/population', 195],
  ['routes/not-found', '/404', 165],
];

test.skip(({ isMobile }) => isMobile, 'bytes of the build: once is enough');

const manifestFile = readdirSync(`${client}/assets`).find((f) => /^manifest-[\w-]+\.js$/.test(f));
const manifest = manifestFile
  ? parseManifest(readFileSync(`${client}/assets/${manifestFile}`, 'utf8'))
  : null;
/** gzip at its default level (the build's precompressed files are brotli and gzip at their best). */
const gzipKb = (file: string) => gzipSync(readFileSync(client + file)).length / 1024;
/** The scripts a prerendered page preloads (its boot script lists them: scripts/static/defer-hydration.ts). */
const preloaded = (path: string) => {
  const html = readFileSync(`${client}${path === '/' ? '' : path}/index.html`, 'utf8');
  const list = /var hrefs=(\[[^\]]*\])/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
};

test('one build manifest', () => {
  expect(manifest, `no manifest-*.js in ${client}/assets`).not.toBeNull();
  expect(Object.keys(manifest!.routes).filter((id) => !id.startsWith('ar-') && id !== 'root')).toEqual(
    routes.map(([id]) => id),
  );
});

for (const [id, path, kb] of routes) {
  test(`${path}: start-up JavaScript within ${kb} KB gzip, in both languages`, () => {
    const files = startupFiles(manifest!, id, `/assets/${manifestFile}`);
    for (const [routeId, page] of [
      [id, path],
      [`ar-${id}`, path === '/' ? '/ar' : `/ar${path}`],
    ] as const) {
      if (!manifest!.routes[routeId]) continue;
      // The manifest's account is what the page loads
      expect(new Set(preloaded(page)), page).toEqual(
        new Set(startupFiles(manifest!, routeId, `/assets/${manifestFile}`)),
      );
    }
    const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
    expect(Math.round(total * 10) / 10, `${path}: ${files.length} files`).toBeLessThanOrEqual(kb);
  });
}
