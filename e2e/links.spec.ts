/**
 * The crawler: every link of every prerendered page and of every page rendered on demand the sitemap names, in
 * both languages (header, footer, body), and every address of the sitemap, asked of the running server. No link may lead to an error or an empty page, to a section that
 * is not there, or to a page in the other language unless it is the language switch (hreflang). A failure names
 * the page and the link. The addresses the search's results lead to are checked the same way.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeEntities, prerenderedPages } from '../scripts/static/pages';
import { languageOf, localize } from '../core/paths';
import { expect, test } from './fixtures';

const client = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');

/** Every prerendered page's address but the 404 pages'. */
const pages = () => prerenderedPages(client).filter((p) => !/^\/(ar\/)?404$/.test(p));
/** A file of the build (a download, a feed), not a page: no language of its own. */
const isFile = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/api/');

test('every link of every page, and every sitemap address, leads somewhere real', async ({
  request,
  baseURL,
}) => {
  test.skip(test.info().project.name === 'phone', 'the pages are the same HTML on phones');
  test.setTimeout(240_000);
  const problems: string[] = [];
  const targets = new Map<string, { from: string; href: string; hashes: Set<string> }>();
  const built = pages();
  expect(built.length).toBeGreaterThan(200);
  // The pages rendered on demand that the sitemap names (the catalogue's), read from the server as the sitemap is
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const onDemand = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(loc!).pathname)
    .filter((p) => !built.includes(p));
  expect(onDemand).toContain('/ar/data/catalogue/groundwater-well-locations');
  const all = [...built, ...onDemand];
  expect(all.length).toBeGreaterThan(400);

  for (const page of all) {
    const html = built.includes(page)
      ? readFileSync(path.join(client, page, 'index.html'), 'utf8')
      : await (await request.get(page)).text();
    for (const [tag] of html.matchAll(/<a\b[^>]*>/g)) {
      const raw = /\shref="([^"]*)"/.exec(tag)?.[1];
      if (raw === undefined) continue;
      const href = decodeEntities(raw);
      if (/^(mailto:|tel:|https?:\/\/(?!localhost:3000))/.test(href)) continue;
      const url = new URL(href.replace(/^https?:\/\/localhost:3000/, ''), `http://portal${page}`);
      if (href.startsWith('#') || (url.pathname === page && url.search === '' && url.hash)) {
        const id = decodeURIComponent(url.hash.slice(1));
        if (id && !html.includes(`id="${id}"`))
          problems.push(`${page} → ${href}: no section "${id}" on the page`);
        continue;
      }
      if (!isFile(url.pathname) && languageOf(url.pathname) !== languageOf(page) && !/\shreflang=/i.test(tag))
        problems.push(`${page} → ${href}: a page in the other language, and not the language switch`);
      const key = url.pathname + url.search;
      const target = targets.get(key) ?? { from: page, href, hashes: new Set<string>() };
      if (url.hash) target.hashes.add(decodeURIComponent(url.hash.slice(1)));
      targets.set(key, target);
    }
  }
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const { pathname } = new URL(loc!);
    if (!targets.has(pathname)) targets.set(pathname, { from: 'sitemap.xml', href: loc!, hashes: new Set() });
  }

  // Where the search's results lead, in both languages
  const index = JSON.parse(readFileSync(path.join(client, 'search', 'index.json'), 'utf8')) as {
    records: { id: string; path: string }[];
  };
  for (const record of index.records)
    for (const address of [record.path, localize(record.path, 'ar')]) {
      const url = new URL(address, 'http://portal');
      const target = targets.get(url.pathname) ?? {
        from: `search: ${record.id}`,
        href: address,
        hashes: new Set(),
      };
      if (url.hash) target.hashes.add(decodeURIComponent(url.hash.slice(1)));
      targets.set(url.pathname, target);
    }

  const queue = [...targets.entries()];
  const check = async ([key, { from, href, hashes }]: (typeof queue)[number]) => {
    const file = isFile(new URL(key, baseURL).pathname);
    const response = file ? await request.head(key) : await request.get(key);
    if (response.status() !== 200) return problems.push(`${from} → ${href}: ${response.status()}`);
    if (file) return;
    const body = await response.text();
    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/
      .exec(body)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim();
    // A chart made for other sites' iframes (/embed/…) has its figure instead of a heading
    const figure = /^(\/ar)?\/embed\//.test(key) && /<figure\b[\s\S]*<svg\b/.test(body);
    if (!h1 && !figure) problems.push(`${from} → ${href}: an empty page (no heading)`);
    for (const id of hashes)
      if (!body.includes(`id="${id}"`)) problems.push(`${from} → ${href}#${id}: no section "${id}" there`);
  };
  // A few at a time, as a browser would
  const workers = Array.from({ length: 8 }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await check(next);
  });
  await Promise.all(workers);
  console.log(`links: ${all.length} pages, ${targets.size} addresses checked`);
  expect(problems).toEqual([]);
});
