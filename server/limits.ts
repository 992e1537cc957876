/**
 * What one request may ask of the server, in one place. Every limit is checked in time linear in the input, and
 * a request over a limit is answered at once with an error naming it (CKAN's envelope under /api, the portal's
 * error page elsewhere), so no request can hold the process for others.
 */
export const limits = {
  /** Bytes of a request body (the API's POST; pages take none). A CKAN call's parameters fit in a few KB. */
  bodyBytes: 64 * 1024,
  /** Parameters of one request, query and body together, repeats counted. package_search has 9. */
  parameters: 100,
  /** Entries of a list parameter (fq_list). */
  listEntries: 50,
  /** Characters of one fq_list entry, as of fq. */
  filterChars: 2000,
  /**
   * Filters of one search (q's field words, fq and fq_list together; `a:(x OR y)` is one): each costs up to a
   * pass over the matching datasets.
   */
  searchFilters: 50,
  /** Entries of facet.field (there are 5 facet fields; repeats are dropped). */
  facetFields: 10,
  /** Bytes of one path segment; a longer one is a 404 (most file systems stop at 255). */
  pathSegmentBytes: 255,
};

/**
 * Timeouts, in milliseconds. A client has `headers` to send its request line and headers and `request` for the
 * whole request (body included); a connection with no traffic for `idle` is closed, as is a kept-alive one idle for
 * `keepAlive`. Node checks the first two every `checkEvery`.
 * `idle` is longer than `request`, so that a stalled request is told 408 rather than dropped in silence.
 * `shutdown` is how long SIGTERM waits for requests in flight before the process exits anyway.
 */
export type Timeouts = {
  headers: number;
  request: number;
  idle: number;
  keepAlive: number;
  checkEvery: number;
  shutdown: number;
};

export const timeouts: Timeouts = {
  headers: 10_000,
  request: 20_000,
  idle: 30_000,
  keepAlive: 10_000,
  checkEvery: 1_000,
  shutdown: 10_000,
};
