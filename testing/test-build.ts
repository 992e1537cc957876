/**
 * A small build folder for server tests: `client/` with the given files (a 404 page at least), and beside it the
 * record of the pages' policies as Astro writes it (`policies`: a page's address → its Content-Security-Policy).
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_HEADERS_FILE } from '../server/pages.ts';

export async function testBuild(
  files: Record<string, string | Buffer> = { '404.html': '<h1>Not found</h1>' },
  policies: Record<string, string> = {},
) {
  const dir = await mkdtemp(path.join(tmpdir(), 'hail-build-'));
  const root = path.join(dir, 'client');
  for (const [name, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), body);
  }
  const headers = Object.entries(policies).map(([pathname, value]) => ({
    pathname,
    headers: [{ key: 'Content-Security-Policy', value }],
  }));
  await writeFile(path.join(dir, PAGE_HEADERS_FILE), JSON.stringify(headers));
  return { dir, root };
}

/**
 * The server's half of the real build (`npm run build`), for the tests that render the pages the server renders on
 * demand (*.built.test.ts, run after the build).
 */
export const builtPages = path.resolve(process.env.BUILD_DIR ?? 'build', 'server', 'entry.mjs');
