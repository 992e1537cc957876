/** A small build folder for server tests: `client/` with the given files (a 404 page at least) and the manifest. */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { INLINE_SCRIPTS_FILE } from '../server/pages.ts';

export async function testBuild(
  files: Record<string, string | Buffer> = { '404.html': '<h1>Not found</h1>' },
  inlineScripts: Record<string, string[]> = {},
) {
  const dir = await mkdtemp(path.join(tmpdir(), 'hail-build-'));
  const root = path.join(dir, 'client');
  for (const [name, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), body);
  }
  await writeFile(path.join(dir, INLINE_SCRIPTS_FILE), JSON.stringify(inlineScripts));
  return { dir, root };
}
