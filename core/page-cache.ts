/**
 * The request header by which the server names a page rendered on demand for the page cache (app/page-cache.ts):
 * a hash of everything the page shows (the build, the address, the origin, the page's data). The server sets it
 * for the pages it may cache and removes it from every visitor's request (server/on-demand.ts).
 */
export const PAGE_KEY_HEADER = 'x-hail-page-key';

/** What the page cache holds at most, in bytes of HTML (a catalogue page is about 130 KB: some 500 pages). */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
