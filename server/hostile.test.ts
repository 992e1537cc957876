/**
 * The server under hostile input, in process over real sockets: every request of the table is answered with
 * the right status, body and headers, in a time within RATIO × that of a normal request of the same run, and a
 * status_show sent alongside it is answered as promptly. The reproducers of the issue that found these (a form
 * body repeating one key 10,000 times blocked the process for seconds) are rows of the table.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { actions } from './ckan/actions';
import { testCatalogue } from '../testing/test-catalogue';
import { limits } from './limits';
import { median, send, type Answer, type RawRequest } from '../testing/test-client';
import { testBuild } from '../testing/test-build';

/** How many times slower than a normal request a hostile one may be answered (quadratic ones were 1000×+). */
const RATIO = 50;
const timeouts = {
  headers: 1000,
  request: 1500,
  idle: 5000,
  keepAlive: 1000,

  checkEvery: 100,
  shutdown: 1000,
};

let dir: string;
let port: number;
let app: Awaited<ReturnType<typeof buildServer>>;
const baseline = { small: 0, large: 0 };

const statusShow: RawRequest = { path: '/api/3/action/status_show' };
/** A normal request with a large body (an unknown parameter, ignored). */
const largeNormal: RawRequest = {
  method: 'POST',
  path: '/api/3/action/package_search',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ q: 'water', note: 'x'.repeat(60_000) }),
};

beforeAll(async () => {
  let root: string;
  ({ dir, root } = await testBuild(
    {
      'index.html': '<h1>Home</h1>',
      'about/index.html': '<h1>About</h1><script>1</script>',
      'ar/about/index.html': '<h1>عن حائل</h1>',
      '404.html': '<h1>Page not found</h1>',
      'ar/404/index.html': '<h1>الصفحة غير موجودة</h1>',
      'downloads/wells/wells.csv': 'id\n1\n',
      'gis/roads.geojson': '{"type":"FeatureCollection","features":[]}',
      'catalog.jsonld': '{}',
      'assets/app-1.js': 'export {}',
    },
    { '/about': "default-src 'self'; script-src 'self' 'sha256-about'; style-src 'self'" },
  ));
  app = await buildServer({ root, catalogue: testCatalogue(), timeouts });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
  const time = async (request: RawRequest) => {
    const times: number[] = [];
    for (let i = 0; i < 15; i++) times.push((await send(port, request)).ms);
    return median(times);
  };
  baseline.small = await time(statusShow);
  baseline.large = await time(largeNormal);
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

type Expect =
  | { kind: 'ckan'; type: string; message?: RegExp; allow?: string }
  | { kind: 'ok' }
  | { kind: 'page'; arabic?: boolean; allow?: string }
  | { kind: 'bare' };
type Row = { name: string; request: RawRequest; status: number; expect: Expect };

const repeat = (part: string, n: number) => Array<string>(n).fill(part).join('&');
const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
const json = { 'Content-Type': 'application/json' };
const tooMany = { kind: 'ckan', type: 'Bad Request', message: /too many parameters: at most 100/ } as const;
const badRequest = (message: RegExp) => ({ kind: 'ckan', type: 'Bad Request', message }) as const;
const invalid = (message: RegExp) => ({ kind: 'ckan', type: 'Validation Error', message }) as const;

const perAction: Row[] = Object.keys(actions).flatMap((action) => {
  const path = `/api/3/action/${action}`;
  const post = (headers: Record<string, string>, body: string) => ({ method: 'POST', path, headers, body });
  return [
    {
      name: `${action}: a form body repeating one key 10,000 times`,
      request: post(form, repeat('a=1', 10_000)),
      status: 400,
      expect: tooMany,
    },
    {
      name: `${action}: a query repeating one key 3,000 times`,
      request: { path: `${path}?${repeat('a=1', 3000)}` },
      status: 400,
      expect: tooMany,
    },
    {
      name: `${action}: 101 parameters across query and body`,
      request: { ...post(form, repeat('b=2', 51)), path: `${path}?${repeat('a=1', 50)}` },
      status: 400,
      expect: tooMany,
    },
    {
      name: `${action}: a JSON body of 5,000 keys`,
      request: post(
        json,
        JSON.stringify(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, 1]))),
      ),
      status: 400,
      expect: tooMany,
    },
    {
      name: `${action}: a 1 MB form body`,
      request: post(form, repeat('a=1', 262_144)),
      status: 413,
      expect: badRequest(/larger than 65536 bytes/),
    },
    {
      name: `${action}: a JSON body with __proto__`,
      request: post(json, '{"__proto__":{"admin":true},"id":"x"}'),
      status: 400,
      expect: badRequest(/"__proto__" is not a parameter name/),
    },
    {
      name: `${action}: a broken JSON body`,
      request: post(json, '{"id": '),
      status: 400,
      expect: badRequest(/JSON Error: the body is not valid JSON/),
    },
    {
      name: `${action}: a JSON list as the body`,
      request: post(json, '[1,2]'),
      status: 400,
      expect: badRequest(/must be a JSON object/),
    },
    {
      name: `${action}: an XML body`,
      request: post({ 'Content-Type': 'application/xml' }, '<a/>'),
      status: 415,
      expect: badRequest(/JSON or form/),
    },
    {
      name: `${action}: a multipart body`,
      request: post({ 'Content-Type': 'multipart/form-data; boundary=x' }, '--x--'),
      status: 415,
      expect: badRequest(/JSON or form/),
    },
    ...['PUT', 'DELETE', 'PATCH'].map((method) => ({
      name: `${action}: ${method}`,
      request: { method, path },
      status: 405,
      expect: {
        kind: 'ckan',
        type: 'Bad Request',
        message: /not allowed/,
        allow: 'GET, POST, OPTIONS',
      } as const,
    })),
  ] satisfies Row[];
});

const search = '/api/3/action/package_search';
const searchRows: Row[] = [
  {
    name: 'fq_list of 150,000 entries (the reported reproducer)',
    request: {
      method: 'POST',
      path: search,
      headers: json,
      body: JSON.stringify({ fq_list: Array(150_000).fill('') }),
    },
    status: 413,
    expect: badRequest(/larger than/),
  },
  {
    name: 'fq_list of 10,000 entries',
    request: {
      method: 'POST',
      path: search,
      headers: json,
      body: JSON.stringify({ fq_list: Array(10_000).fill('') }),
    },
    status: 409,
    expect: invalid(new RegExp(`^fq_list: must have at most ${limits.listEntries} entries`)),
  },
  {
    name: 'fq_list of 1,000 entries in the query string',
    request: { path: `${search}?fq_list=${encodeURIComponent(JSON.stringify(Array(1000).fill('')))}` },
    status: 409,
    expect: invalid(/^fq_list: must have at most/),
  },
  {
    name: 'facet.field of 5,000 entries',
    request: {
      method: 'POST',
      path: search,
      headers: json,
      body: JSON.stringify({ 'facet.field': Array(5000).fill('tags') }),
    },
    status: 409,
    expect: invalid(new RegExp(`^facet.field: must have at most ${limits.facetFields} entries`)),
  },
  {
    name: 'facet.field repeating a field (counted once)',
    request: {
      path: `${search}?facet.field=${encodeURIComponent(JSON.stringify(Array(10).fill('groups')))}`,
    },
    status: 200,
    expect: { kind: 'ok' },
  },
  {
    name: 'a JSON value nested 20,000 deep',
    request: {
      method: 'POST',
      path: search,
      headers: json,
      body: `{"q":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
    },
    status: 409,
    expect: invalid(/^q: give one value/),
  },
  {
    name: 'q of 500 quotes',
    request: { path: `${search}?q=${'%22'.repeat(500)}` },
    status: 200,
    expect: { kind: 'ok' },
  },
  {
    name: 'fq of 2,000 characters with an open parenthesis',
    request: { path: `${search}?fq=tags:(${'a%20'.repeat(660)}` },
    status: 400,
    expect: { kind: 'ckan', type: 'Search Query Error', message: /unbalanced parentheses/ },
  },
  {
    name: 'fq of 2,000 characters of OR',
    request: { path: `${search}?fq=${'tags:a%20OR%20'.repeat(150)}tags:a` },
    status: 200,
    expect: { kind: 'ok' },
  },
  {
    name: 'a date range in q',
    request: { path: `${search}?q=${encodeURIComponent('metadata_modified:[2024-01-01 TO *]')}` },
    status: 200,
    expect: { kind: 'ok' },
  },
  {
    name: 'a search syntax error (400, as CKAN)',
    request: { path: `${search}?fq=tags:"water` },
    status: 400,
    expect: { kind: 'ckan', type: 'Search Query Error', message: /unbalanced quotes/ },
  },
  {
    name: 'bad percent-encoding in a value',
    request: { path: `${search}?q=%E0%A4%A` },
    status: 200,
    expect: { kind: 'ok' },
  },
  {
    name: 'bad percent-encoding in the path',
    request: { path: '/api/3/action/%E0%A4%A' },
    status: 400,
    expect: badRequest(/address is not valid/),
  },
  {
    name: 'an empty segment under /api',
    request: { path: '/api//3/action/package_list' },
    status: 404,
    expect: { kind: 'ckan', type: 'Not Found Error' },
  },
  {
    name: 'an unknown action',
    request: { path: '/api/3/action/package_create' },
    status: 400,
    expect: badRequest(/Action name not known/),
  },
];

const pageRows: Row[] = [
  ...[
    '//x',
    '/./about/',
    '/about/./',
    '/a/../about',
    '/%2e%2e/etc/passwd',
    '/about%00',
    '/..%5c..%5cwin.ini',
    `/${'a'.repeat(256)}`,
    `/about/${'%D8%A7'.repeat(128)}`,
  ].map((path) => ({
    name: `odd path ${path.slice(0, 40)}`,
    request: { path },
    status: 404,
    expect: { kind: 'page' } as const,
  })),
  ...['/ar//about', '/ar/./about', `/ar/${'b'.repeat(300)}`].map((path) => ({
    name: `odd Arabic path ${path.slice(0, 40)}`,
    request: { path },
    status: 404,
    expect: { kind: 'page', arabic: true } as const,
  })),
  {
    name: 'bad percent-encoding in a page path',
    request: { path: '/%E0%A4%A' },
    status: 400,
    expect: { kind: 'page' },
  },
  {
    name: 'bad percent-encoding in an Arabic page path',
    request: { path: '/ar/%E0' },
    status: 400,
    expect: { kind: 'page', arabic: true },
  },
  ...['POST', 'PUT', 'DELETE', 'PATCH'].flatMap((method) =>
    ['/about', '/', '/downloads/wells/wells.csv'].map((path) => ({
      name: `${method} ${path}`,
      request: { method, path, headers: form, body: 'a=1' },
      status: 405,
      expect: { kind: 'page', allow: 'GET, HEAD, OPTIONS' } as const,
    })),
  ),
  {
    name: 'POST an unknown path',
    request: { method: 'POST', path: '/nope', headers: form, body: 'a=1' },
    status: 404,
    expect: { kind: 'page' },
  },
  {
    name: 'POST a 1 MB body to a page (refused for its method first)',
    request: { method: 'POST', path: '/about', headers: form, body: repeat('a=1', 262_144) },
    status: 405,
    expect: { kind: 'page' },
  },
  {
    name: 'a page with a query repeating one key 3,000 times',
    request: { path: `/about?${repeat('a=1', 3000)}` },
    status: 200,
    expect: { kind: 'ok' },
  },
  {
    name: 'headers of 20 KB',
    request: { path: '/about', headers: { Cookie: 'x'.repeat(20_000) } },
    status: 431,
    expect: { kind: 'bare' },
  },
  {
    name: 'Content-Length and Transfer-Encoding together',
    request: {
      method: 'POST',
      path: search,
      headers: { 'Content-Length': '3', 'Transfer-Encoding': 'chunked' },
      body: '0\r\n\r\n',
    },
    status: 400,
    expect: { kind: 'bare' },
  },
];

function checkHeaders(row: Row, answer: Answer) {
  const h = answer.headers;
  expect(h['x-content-type-options'], row.name).toBe('nosniff');
  expect(h['referrer-policy'], row.name).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy'], row.name).toMatch(/camera=\(\)/);
  expect(h['cross-origin-opener-policy'], row.name).toBe('same-origin');
  expect(h['content-security-policy'], row.name).toMatch(/default-src/);
}

function checkAnswer(row: Row, answer: Answer) {
  expect(answer.status, row.name).toBe(row.status);
  checkHeaders(row, answer);
  const { expect: e } = row;
  if (e.kind === 'ckan' || (e.kind === 'ok' && row.request.path.startsWith('/api/'))) {
    expect(answer.headers['content-type'], row.name).toMatch(/^application\/json/);
    expect(answer.headers['access-control-allow-origin'], row.name).toBe('*');
    expect(answer.headers['cache-control'], row.name).toBeTruthy();
    const body = JSON.parse(answer.body) as { success: boolean; error?: { __type: string; message: string } };
    expect(body.success, row.name).toBe(e.kind === 'ok');
    if (e.kind === 'ckan') {
      expect(body.error?.__type, row.name).toBe(e.type);
      if (e.message) expect(body.error?.message, row.name).toMatch(e.message);
      if (e.allow) expect(answer.headers['allow'], row.name).toBe(e.allow);
    }
  }
  if (e.kind === 'page') {
    expect(answer.headers['content-type'], row.name).toMatch(/^text\/html/);
    expect(answer.headers['content-security-policy'], row.name).toMatch(
      /script-src 'self'.*frame-ancestors 'self'/,
    );
    expect(answer.body, row.name).toContain(e.arabic ? 'الصفحة غير موجودة' : 'Page not found');
    if (e.allow) expect(answer.headers['allow'], row.name).toBe(e.allow);
  }
}

/**
 * The request, three times, each after a normal request of its size and with a status_show sent as soon as it
 * is written. The fastest of each counts: a server that blocks is slow every time, a busy machine only now and
 * then.
 */
async function attack(row: Row, normal: RawRequest) {
  const times = { normal: Infinity, hostile: Infinity, alongside: Infinity };
  let answer: Answer | undefined;
  for (let i = 0; i < 3; i++) {
    times.normal = Math.min(times.normal, (await send(port, normal)).ms);
    let alongside: Promise<Answer> | undefined;
    const hostile = await send(port, row.request, () => (alongside = send(port, statusShow)));
    const other = await alongside!;
    expect(other.status, `status_show beside ${row.name}`).toBe(200);
    times.alongside = Math.min(times.alongside, other.ms);
    if (hostile.ms < times.hostile) [times.hostile, answer] = [hostile.ms, hostile];
  }
  return { answer: answer!, times };
}

describe('hostile input', () => {
  it.each([...perAction, ...searchRows, ...pageRows].map((row) => [row.name, row] as const))(
    '%s',
    async (_name, row) => {
      const large = (row.request.body?.length ?? 0) + row.request.path.length > 1024;
      const { answer, times } = await attack(row, large ? largeNormal : statusShow);
      checkAnswer(row, answer);
      // Against the slower of this run's start and this row's own normal request (the machine may be busier now).
      const normal = Math.max(times.normal, large ? baseline.large : baseline.small);
      const say = (what: string, ms: number) =>
        `${row.name}: ${what} ${ms.toFixed(1)} ms vs ${normal.toFixed(2)} ms`;
      expect(times.hostile, say('answered in', times.hostile)).toBeLessThan(RATIO * normal);
      expect(times.alongside, say('status_show beside it in', times.alongside)).toBeLessThan(RATIO * normal);
    },
  );
});

describe('slow clients', () => {
  it.each([
    [
      'a body announced as 100 bytes of which 5 come',
      {
        method: 'POST',
        path: search,
        headers: { ...form, 'Content-Length': '100' },
        body: 'q=wat',
        sendBytes: 5,
      },
    ],
    [
      'headers that never end',
      { path: '/about', raw: 'GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1\r\n' },
    ],
  ] satisfies [string, RawRequest][])(
    '%s: 408 after the request timeout, others answered meanwhile',
    async (name, request) => {
      const stalled = send(port, request);
      const during: number[] = [];
      for (let i = 0; i < 5; i++) {
        const answer = await send(port, statusShow);
        expect(answer.status).toBe(200);
        during.push(answer.ms);
      }
      const answer = await stalled;
      expect(answer.status).toBe(408);
      checkHeaders({ name, request, status: 408, expect: { kind: 'bare' } }, answer);
      // Closed by the server's timeout, not by the test: the guard is a multiple of the configured timeout.
      expect(answer.ms).toBeGreaterThanOrEqual(Math.min(timeouts.headers, timeouts.request) - 50);
      expect(answer.ms).toBeLessThan(3 * timeouts.request);
      expect(Math.max(...during)).toBeLessThan(RATIO * baseline.small);
    },
  );
});
