import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../content/site';
import { INJECT_ORIGIN, testCatalogue, testServer } from '../../testing/test-catalogue';

let server: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  server = await testServer(testCatalogue());
});
afterAll(async () => {
  await server.app.close();
  await rm(server.dir, { recursive: true, force: true });
});

type Body = { help: string; success: boolean; result?: unknown; error?: { __type: string; message: string } };
const get = async (url: string) => {
  const res = await server.app.inject({ url });
  return { status: res.statusCode, headers: res.headers, body: res.json() as Body };
};
/** A package_search result, as the assertions read it. */
type Found = { count: number; facets: unknown; results: { name: string }[] };

describe('the envelope', () => {
  it('wraps every action in { help, success, result }, under /api/3/action and /api/action', async () => {
    for (const action of [
      'package_list',
      'organization_list',
      'group_list',
      'tag_list',
      'status_show',
      'license_list',
    ]) {
      for (const base of ['/api/3/action/', '/api/action/']) {
        const { status, body, headers } = await get(base + action);
        expect(status, base + action).toBe(200);
        expect(headers['content-type']).toMatch(/^application\/json/);
        expect(body).toEqual({
          help: `${INJECT_ORIGIN}/api/3/action/help_show?name=${action}`,
          success: true,
          result: expect.anything(),
        });
      }
    }
    expect((await get('/api/3')).body).toEqual({ version: 3 });
  });

  it('builds its URLs on the address the request came to, not on forwarded headers it was not told to trust', async () => {
    const show = async (headers: Record<string, string>) =>
      (
        await server.app.inject({ url: '/api/3/action/package_show?id=groundwater-wells', headers })
      ).json() as { help: string; result: { url: string; resources: { url: string }[] } };
    const direct = await show({ host: 'data.example.org:8080' });
    expect(direct.help).toMatch(/^http:\/\/data\.example\.org:8080\/api\/3\/action\/help_show/);
    expect(direct.result.url).toBe('http://data.example.org:8080/data/catalogue/groundwater-wells');
    expect(direct.result.resources[0]!.url).toMatch(/^http:\/\/data\.example\.org:8080\/downloads\//);
    // No proxy is trusted by default (server/proxy.test.ts has one that is): the headers are ignored.
    const forged = await show({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
    expect(forged.result.url).toBe(`${INJECT_ORIGIN}/data/catalogue/groundwater-wells`);
    // A Host that is no host name is not echoed: the configured address is used.
    const odd = await show({ host: 'a"b<c' });
    expect(odd.result.url).toBe(`${site.url}/data/catalogue/groundwater-wells`);
  });

  it('lets caches keep answers, asking again with their ETag, and no error', async () => {
    const list = await get('/api/3/action/package_list');
    expect(list.headers['cache-control']).toBe('public, no-cache');
    const etag = list.headers.etag as string;
    expect(etag).toMatch(/^W\/"[^"]+"$/);
    const ask = (url: string) => server.app.inject({ url, headers: { 'if-none-match': etag } });
    const again = await ask('/api/3/action/package_list');
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another answer, another ETag: the holder of one gets the whole of the other
    const search = await ask('/api/3/action/package_search?q=water');
    expect(search.statusCode).toBe(200);
    expect(search.headers.etag).not.toBe(etag);
    expect((await get('/api/3/action/package_show?id=nope')).headers['cache-control']).toBe('no-store');
    const post = await server.app.inject({ method: 'POST', url: '/api/3/action/package_list', payload: {} });
    expect(post.headers['cache-control']).toBe('no-store');
  });

  it('answers CORS requests and preflights', async () => {
    expect((await get('/api/3/action/package_list')).headers['access-control-allow-origin']).toBe('*');
    expect((await get('/api/3/action/package_show?id=x')).headers['access-control-allow-origin']).toBe('*');
    const res = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/3/action/package_search',
      headers: {
        origin: 'https://example.org',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toBe('GET, POST, OPTIONS');
    expect(res.headers['access-control-allow-headers']).toBe('Content-Type, Authorization, X-CKAN-API-Key');
  });
});

describe('POST bodies, as ckanapi and browsers send them', () => {
  const post = async (payload: string, contentType: string, url = '/api/3/action/package_search') => {
    const res = await server.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': contentType },
    });
    return { status: res.statusCode, body: res.json() as Body };
  };

  it('takes a JSON body with numbers, lists and text', async () => {
    const { status, body } = await post(
      JSON.stringify({ q: 'water', rows: 1, 'facet.field': ['organization'], fq: 'res_format:SHP' }),
      'application/json',
    );
    expect(status).toBe(200);
    expect((body.result as Found).count).toBe(1);
    expect((body.result as Found).facets).toEqual({ organization: { 'hail-water-resources': 1 } });
  });

  it('takes a form body, a text/plain JSON body, and query parameters beside the body', async () => {
    const form = await post(
      'id=labor-force',
      'application/x-www-form-urlencoded',
      '/api/3/action/package_show',
    );
    expect(form.body.result).toMatchObject({ name: 'labor-force' });
    const text = await post('{"id": "road-network"}', 'text/plain', '/api/3/action/package_show');
    expect(text.body.result).toMatchObject({ name: 'road-network' });
    const both = await post('{"rows": 2}', 'application/json', '/api/3/action/package_search?start=1');
    expect((both.body.result as Found).results.map((p) => p.name)).toEqual([
      'labor-force',
      'industrial-parcels',
    ]);
  });

  it('refuses bodies it cannot read with a CKAN error', async () => {
    for (const [payload, type, status] of [
      ['{bad', 'application/json', 400],
      ['[1, 2]', 'application/json', 400],
      ['"text"', 'text/plain', 400],
      ['--x\r\n', 'multipart/form-data; boundary=x', 415],
    ] as const) {
      const { status: got, body } = await post(payload, type);
      expect(got, payload).toBe(status);
      expect(body.success).toBe(false);
      expect(body.error?.__type).toBe('Bad Request');
    }
  });
});

describe('without a catalogue', () => {
  it('answers 503 until the data build writes build/data/catalogue.json, then serves it', async () => {
    const empty = await testServer();
    try {
      const res = await empty.app.inject({ url: '/api/3/action/package_list' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, error: { __type: 'Service Unavailable' } });
      const file = path.join(empty.dir, 'data', 'catalogue.json');
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, '{ not json');
      expect((await empty.app.inject({ url: '/api/3/action/package_list' })).statusCode).toBe(503);
      await writeFile(file, JSON.stringify(testCatalogue()));
      const after = await empty.app.inject({ url: '/api/3/action/package_list' });
      expect(after.statusCode).toBe(200);
      expect(after.json().result).toHaveLength(4);
    } finally {
      await empty.app.close();
      await rm(empty.dir, { recursive: true, force: true });
    }
  });
});
