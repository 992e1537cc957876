/**
 * Every page of the build allows each inline script it runs, and nothing more (no 'unsafe-inline'); in both
 * languages it loads and hydrates under its Content-Security-Policy with no violation and no console error (the
 * fixtures fail any test on a violation); the open data can be read by a page of another site.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { languageOf } from '../core/paths';
import { inlineScriptHashes } from '../testing/inline-scripts';
import { expect, pageStarted, test } from './fixtures';

/** Every prerendered page: Astro's record of the headers of each page it wrote (build/_headers.json). */
const built = (JSON.parse(readFileSync('build/_headers.json', 'utf8')) as { pathname: string }[]).map(
  ({ pathname }) => pathname,
);
const prerendered = built.filter((path) => !/^(\/ar)?\/404$/.test(path));
/** Pages made from one template per record (datasets, indicators, embeds): two of each are enough. */
const FAMILY = /^(\/ar)?\/(data\/catalogue|data\/indicators|embed\/indicators)\/[^/]+$/;
const pages = prerendered.filter((path) => {
  const family = FAMILY.exec(path);
  if (!family) return true;
  const kin = prerendered.filter((p) => FAMILY.exec(p)?.slice(1).join() === family.slice(1).join());
  return kin.indexOf(path) < 2;
});

test.describe('Content-Security-Policy', () => {
  // One page load per page: the policy does not depend on the screen size.
  test.skip(({ isMobile }) => isMobile, 'desktop only');

  test('every page of the build allows by its hash each inline script it runs', async ({ request }) => {
    expect(built.length).toBeGreaterThan(100);
    for (const path of [...built, '/no-such-page', '/ar/no-such-page']) {
      const response = await request.get(path);
      const csp = response.headers()['content-security-policy'] ?? '';
      const allowed = (/(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? '').split(' ');
      expect(allowed[0], path).toBe("'self'");
      expect(
        allowed.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
        path,
      ).toBe(true);
      const html = await response.text();
      for (const hash of inlineScriptHashes(html))
        expect(allowed, `${path}: an inline script the policy does not allow`).toContain(`'${hash}'`);
    }
  });

  for (const [language, inLanguage] of [
    ['English', (path: string) => languageOf(path) === 'en'],
    ['Arabic', (path: string) => languageOf(path) === 'ar'],
  ] as const) {
    test(`every ${language} page loads and hydrates under its policy`, async ({ page, consoleErrors }) => {
      test.setTimeout(240_000);
      const paths = pages.filter(inLanguage);
      expect(paths.length).toBeGreaterThan(25);
      for (const path of [...paths, language === 'Arabic' ? '/ar/no-such-page' : '/no-such-page']) {
        const response = (await page.goto(path))!;
        expect(response.status(), path).toBe(path.endsWith('no-such-page') ? 404 : 200);
        const csp = response.headers()['content-security-policy'] ?? '';
        const scripts = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
        expect(scripts, path).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
        // Embeddable views may be framed by any site; every other page only by ours.
        expect(csp, path).toContain(/\/embed\//.test(path) ? 'frame-ancestors *' : "frame-ancestors 'self'");
        await pageStarted(page);
      }
      // The 404 page's answer and its report of the unknown address are the only errors expected.
      expect(consoleErrors.filter((e) => !/^404 Error|status of 404/.test(e))).toEqual([]);
    });
  }

  test('the open data and the API can be read from another site', async ({ page, baseURL }) => {
    // Another site: a page of its own origin (another port), with no policy of its own.
    const other = createServer((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Another site</title>'),
    );
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const { port } = other.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`);
    const dataset = JSON.parse(readFileSync('build/data/catalogue.json', 'utf8')).datasets[0] as {
      resources: { url: string }[];
    };
    const download = new URL(dataset.resources[0]!.url, baseURL).pathname;
    for (const path of [
      '/catalog.jsonld',
      '/catalog.ttl',
      download,
      '/gis/roads.geojson',
      '/api/3/action/package_list',
    ]) {
      const read = await page.evaluate(async (url) => {
        const response = await fetch(url);
        return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
      }, `${baseURL}${path}`);
      expect(read.status, path).toBe(200);
      expect(read.bytes, path).toBeGreaterThan(10);
    }
    other.close();
  });
});
