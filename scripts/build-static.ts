/**
 * The last step of `npm run build`, once build/client is final: records the hashes of each page's inline scripts
 * (build/inline-scripts.json, read by the server for the pages' Content-Security-Policy), then writes the
 * brotli and gzip siblings of every text file (scripts/static/precompress.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes } from './static/inline-scripts.ts';
import { COMPRESSIBLE, precompress } from './static/precompress.ts';

const build = path.resolve(process.env.BUILD_DIR ?? 'build');
const client = path.join(build, 'client');

const files = (readdirSync(client, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
  .filter((entry) => entry.isFile())
  .map((entry) => path.join(entry.parentPath, entry.name))
  .sort();

const inlineScripts: Record<string, string[]> = {};
for (const file of files.filter((f) => f.endsWith('.html'))) {
  const name = path.relative(client, file).split(path.sep).join('/');
  inlineScripts[name] = inlineScriptHashes(readFileSync(file, 'utf8'));
}
writeFileSync(path.join(build, 'inline-scripts.json'), JSON.stringify(inlineScripts, null, 1));

const started = Date.now();
const totals = { files: 0, bytes: 0, br: 0 };
const queue = files.filter((f) => COMPRESSIBLE.test(f));
// zlib runs in libuv's thread pool: a few files at a time keep both cores busy.
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const { bytes, br } = await precompress(file);
      if (!br) continue;
      totals.files++;
      totals.bytes += bytes;
      totals.br += br;
    }
  }),
);
console.log(
  `build:static: inline-script hashes for ${Object.keys(inlineScripts).length} pages; ` +
    `${totals.files} files precompressed, ${(totals.bytes / 1024).toFixed(0)} KB → ` +
    `${(totals.br / 1024).toFixed(0)} KB brotli, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
