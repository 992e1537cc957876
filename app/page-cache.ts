/**
 * The page cache: Astro's route caching (`cache.provider`, astro.config.ts) with a provider of ours, because a
 * page's key is not its address. The server names each page it may cache (`x-hail-page-key`, core/page-cache.ts):
 * the catalogue's pages by their build, address, origin and the catalogue's version (server/catalogue-pages.ts).
 * A page is rendered once for its key and then answered from memory (`X-Astro-Cache: HIT`), already compressed
 * (brotli and gzip, made once in the background after the first answer). A change in the store, written by this
 * process or another on the same database, gives every page a new key: nothing needs to be told or invalidated,
 * and nothing stale is served. Entries go least recently used first, within PAGE_CACHE_BYTES.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CacheProvider } from 'astro';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { PAGE_CACHE_BYTES, PAGE_KEY_HEADER } from '@core/page-cache';

type Encoding = 'br' | 'gzip';
type Bytes = Uint8Array<ArrayBuffer>;

type Entry = {
  url: string;
  status: number;
  headers: [string, string][];
  body: Bytes;
  /** The body compressed, once each is made. */
  encoded: Partial<Record<Encoding, Bytes>>;
};

const compress: Record<Encoding, (body: Bytes) => Promise<Bytes>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

const size = (entry: Entry) =>
  entry.body.byteLength + (entry.encoded.br?.byteLength ?? 0) + (entry.encoded.gzip?.byteLength ?? 0) + 1024;

function answer(entry: Entry, request: Request, cache: 'HIT' | 'MISS') {
  const headers = new Headers(entry.headers);
  headers.set('X-Astro-Cache', cache);
  headers.append('Vary', 'Accept-Encoding');
  const accepted = new Negotiator({
    headers: { 'accept-encoding': request.headers.get('accept-encoding') ?? undefined },
  }).encoding(['br', 'gzip', 'identity']) as Encoding | 'identity' | undefined;
  const encoded = accepted && accepted !== 'identity' ? entry.encoded[accepted] : undefined;
  // Compressed already, the server sends it as it is (server/on-demand.ts compresses only what is not)
  if (encoded) headers.set('Content-Encoding', accepted!);
  return new Response(encoded ?? entry.body, { status: entry.status, headers });
}

export default function pageCache(config?: { maxBytes?: number }): CacheProvider {
  const pages = new LRUCache<string, Entry>({
    maxSize: config?.maxBytes ?? PAGE_CACHE_BYTES,
    sizeCalculation: size,
  });
  return {
    name: 'hail-pages',
    async onRequest({ request }, next) {
      const key = request.headers.get(PAGE_KEY_HEADER);
      if (!key || request.method !== 'GET') return next();
      const kept = pages.get(key);
      // The key names its address too: a hit for another address would be a mistake of the server's
      if (kept?.url === request.url) return answer(kept, request, 'HIT');
      const response = await next();
      // Only a page answered whole: an error screen, or a page that sets a cookie, is not kept
      if (response.status !== 200 || response.headers.has('Set-Cookie')) return response;
      const entry: Entry = {
        url: request.url,
        status: response.status,
        headers: [...response.headers],
        body: new Uint8Array(await response.arrayBuffer()),
        encoded: {},
      };
      pages.set(key, entry);
      for (const encoding of ['br', 'gzip'] as const)
        void compress[encoding](entry.body).then((body) => {
          entry.encoded[encoding] = body;
          // Counted again at its new size, if it is still kept
          if (pages.peek(key) === entry) pages.set(key, entry);
        });
      return answer(entry, request, 'MISS');
    },
    async invalidate() {
      // Keys change with what the pages show: nothing is ever stale. Asked to, it empties itself.
      pages.clear();
    },
  };
}
