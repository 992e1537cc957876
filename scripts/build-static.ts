/**
 * The last step of `npm run build`, once build/client is final: writes the brotli and gzip siblings of every text
 * file (scripts/static/precompress.ts). The pages' Content-Security-Policy is Astro's, recorded as it renders
 * them (build/_headers.json, astro.config.ts).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { COMPRESSIBLE, precompress } from './static/precompress.ts';

const build = path.resolve(process.env.BUILD_DIR ?? 'build');
const client = path.join(build, 'client');

const files = (readdirSync(client, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
  .filter((entry) => entry.isFile())
  .map((entry) => path.join(entry.parentPath, entry.name))
  .sort();

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
  `build:static: ${totals.files} files precompressed, ${(totals.bytes / 1024).toFixed(0)} KB → ` +
    `${(totals.br / 1024).toFixed(0)} KB brotli, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
