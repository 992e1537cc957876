/**
 * Text files compressed once, at build time, beside the file (`x.js.br`, `x.js.gz`), so the server sends them
 * as they are and never compresses a file per request. Brotli at its best quality and gzip at level 9; a variant
 * is kept only when it saves at least a tenth.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing: text, by file ending (fonts, pictures, zips and xlsx are compressed already). */
export const COMPRESSIBLE =
  /\.(html|js|mjs|css|json|jsonld|geojson|data|svg|txt|xml|ttl|csv|kml|dxf|map|webmanifest)$/i;
const MIN_BYTES = 1024;

export async function precompress(file: string) {
  const original = await readFile(file);
  if (original.length < MIN_BYTES) return { br: 0, gzip: 0, bytes: original.length };
  const [br, gzipped] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gz(original, { level: 9 }),
  ]);
  const worth = (c: Buffer) => c.length <= original.length * 0.9;
  if (worth(br)) await writeFile(`${file}.br`, br);
  if (worth(gzipped)) await writeFile(`${file}.gz`, gzipped);
  return { br: worth(br) ? br.length : 0, gzip: worth(gzipped) ? gzipped.length : 0, bytes: original.length };
}
