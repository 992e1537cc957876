/**
 * The JavaScript each page runs at its start stays within issue 42's budget: 130 KB gzip on content pages, React
 * DOM included, and none where nothing interactive is above the fold. Read from the build as the browser loads it
 * (scripts/static/start-files.ts: the islands that start with the page or once it is idle, their renderer and what
 * they import statically), of each page as the server sends it. No browser and no timing: bytes of the build.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { startFiles } from '../scripts/static/start-files';

const client = 'build/client';
const BUDGET_KB = 130;
/** A page of each route, and whether something of it is used in its first screen (so it may load code at start). */
const routes: [path: string, interactive: boolean][] = [
  ['/', true],
  ['/about', false],
  ['/about/mission', false],
  ['/about/governance', false],
  ['/about/contact', false],
  ['/about/governorates/baqaa', false],
  ['/data', true],
  ['/data/sdg', true],
  ['/data/cpi', true],
  ['/data/economy', true],
  ['/data/catalogue', true],
  ['/data/catalogue/groundwater-well-locations', true],
  ['/data/indicators/population', true],
  ['/data/people-society', false],
  ['/tools', true],
  ['/tools/gis', true],
  ['/tools/dashboards', false],
  ['/tools/observatory', false],
  ['/publications', true],
  ['/publications/stories', false],
  ['/publications/stories/renewable-energy', false],
  ['/publications/reports', false],
  ['/participate', true],
  ['/participate/api', true],
  ['/participate/feedback', true],
  ['/participate/data-requests', true],
  ['/participate/community', true],
  ['/participate/learn', false],
  ['/participate/support', true],
  ['/participate/newsletter', true],
  ['/participate/newsletter/unsubscribe', true],
  ['/search', true],
  ['/embed/indicators/population', true],
  ['/404', true],
];

test.skip(({ isMobile }) => isMobile, 'bytes of the build: once is enough');

const gzipKb = (asset: string) => gzipSync(readFileSync(client + asset)).length / 1024;
/** The page as the server sends it (prerendered or rendered on demand), and the build's files it starts. */
const atStart = async (request: APIRequestContext, path: string) =>
  (await startFiles(await (await request.get(path)).text(), client)).atStart;

for (const [path, interactive] of routes) {
  test(`${path}: start-up JavaScript ${interactive ? `within ${BUDGET_KB} KB gzip` : 'none'}, in both languages`, async ({
    request,
  }) => {
    const files = await atStart(request, path);
    const arabic = await atStart(request, path === '/' ? '/ar' : `/ar${path}`);
    expect(new Set(arabic), 'the same code in Arabic').toEqual(new Set(files));
    const total = Math.round(files.reduce((sum, asset) => sum + gzipKb(asset), 0) * 10) / 10;
    if (interactive) expect(total, `${path}: ${files.join(' ')}`).toBeLessThanOrEqual(BUDGET_KB);
    else expect(files, path).toEqual([]);
  });
}
