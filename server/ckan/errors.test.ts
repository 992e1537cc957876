import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INJECT_ORIGIN, testCatalogue, testServer } from '../../testing/test-catalogue';

let server: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  server = await testServer(testCatalogue());
});
afterAll(async () => {
  await server.app.close();
  await rm(server.dir, { recursive: true, force: true });
});

const get = async (url: string) => {
  const res = await server.app.inject({ url });
  return {
    status: res.statusCode,
    body: res.json() as { help: string; success: boolean; error?: { __type: string; message: string } },
  };
};

describe('errors', () => {
  const cases: [string, number, string, RegExp?][] = [
    [
      '/api/3/action/package_show?id=nope',
      404,
      'Not Found Error',
      /^Not found: no dataset with the id or name "nope"$/,
    ],
    ['/api/3/action/package_show', 409, 'Validation Error', /^id: Missing value$/],
    ['/api/3/action/resource_show?id=nope', 404, 'Not Found Error'],
    ['/api/3/action/organization_show?id=nope', 404, 'Not Found Error'],
    ['/api/3/action/group_show?id=nope', 404, 'Not Found Error'],
    ['/api/3/action/help_show?name=nope', 404, 'Not Found Error'],
    ['/api/3/action/package_search?rows=-1', 409, 'Validation Error', /^rows: must be 0 or more$/],
    ['/api/3/action/package_search?rows=ten', 409, 'Validation Error', /^rows: must be a whole number$/],
    ['/api/3/action/package_search?rows=1.5', 409, 'Validation Error'],
    ['/api/3/action/package_search?rows=1001', 409, 'Validation Error', /^rows: must be at most 1000$/],
    ['/api/3/action/package_search?start=-5', 409, 'Validation Error', /^start: /],
    ['/api/3/action/package_search?start=1e3', 409, 'Validation Error'],
    ['/api/3/action/package_search?q=a&q=b', 409, 'Validation Error', /^q: give one value/],
    [
      `/api/3/action/package_search?q=${'w'.repeat(501)}`,
      409,
      'Validation Error',
      /^q: must be at most 500 characters long$/,
    ],
    ['/api/3/action/package_search?facet.field=organization', 409, 'Validation Error', /JSON list/],
    ['/api/3/action/package_search?facet.field=["nope"]', 409, 'Validation Error', /unknown field "nope"/],
    ['/api/3/action/package_search?sort=random', 409, 'Validation Error', /^sort: /],
    ['/api/3/action/package_search?fq=tags:"water', 400, 'Search Query Error', /unbalanced quotes/],
    ['/api/3/action/package_search?fq=colour:red', 400, 'Search Query Error', /unknown field "colour"/],
    ['/api/3/action/package_search?fq=groups:(economy', 400, 'Search Query Error', /unbalanced parentheses/],
    ['/api/3/action/package_search?fq=water', 400, 'Search Query Error', /has no field/],
    [
      '/api/3/action/package_search?fq=metadata_modified:[2024-13-01 TO *]',
      400,
      'Search Query Error',
      /not a date/,
    ],
    ['/api/3/action/package_search?fq=organization:a OR groups:b', 400, 'Search Query Error', /one field/],
    ['/api/3/action/package_search?q=water OR wells', 400, 'Search Query Error', /OR is not supported/],
    [
      '/api/3/action/package_create',
      400,
      'Bad Request',
      /^Bad request - Action name not known: package_create/,
    ],
    ['/api/3/action/', 400, 'Bad Request'],
    ['/api/3/nothing', 404, 'Not Found Error'],
  ];
  it.each(cases)('%s → %i %s', async (url, status, type, message) => {
    const { status: got, body } = await get(encodeURI(url));
    expect(got).toBe(status);
    expect(body.success).toBe(false);
    expect(body.help).toMatch(new RegExp(`^${INJECT_ORIGIN}/api/3/action/help_show`));
    expect(body.error?.__type).toBe(type);
    if (message) expect(body.error?.message).toMatch(message);
  });

  it('answers a wrong method with 405', async () => {
    const res = await server.app.inject({ method: 'DELETE', url: '/api/3/action/package_list' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, POST, OPTIONS');
  });

  it('answers a query string with broken percent-encoding', async () => {
    for (const url of [
      '/api/3/action/package_search?q=%E0%A4%A',
      '/api/3/action/package_show?id=%',
      '/api/3/action/package_search?%ZZ=1',
    ])
      expect((await server.app.inject({ url })).statusCode, url).toBeLessThan(500);
  });

  it('never answers 5xx, whatever the parameters', async () => {
    const nasty = [
      '',
      ' ',
      '"',
      '(',
      ')',
      '[',
      ']',
      '{',
      '\\',
      ':',
      '*:*',
      '-',
      'NOT',
      'AND OR',
      '%00',
      '%E0%A4%A',
      'ـ',
      '__proto__',
      'constructor',
      'a:b:c',
      '[* TO *]',
      '"a" OR',
      'x'.repeat(3000),
      '1e309',
      '-0',
      '9'.repeat(30),
    ];
    const params = [
      'q',
      'fq',
      'sort',
      'rows',
      'start',
      'facet.field',
      'facet.limit',
      'id',
      'limit',
      'offset',
      'all_fields',
      'fq_list',
    ];
    const actionsList = [
      'package_search',
      'package_show',
      'package_list',
      'organization_list',
      'group_show',
      'tag_list',
      'resource_show',
      'help_show',
    ];
    for (const action of actionsList)
      for (const param of params)
        for (const value of nasty) {
          const res = await server.app.inject({
            url: `/api/3/action/${action}?${param}=${encodeURIComponent(value)}`,
          });
          expect(res.statusCode, `${action} ${param}=${value}`).toBeLessThan(500);
          const post = await server.app.inject({
            method: 'POST',
            url: `/api/3/action/${action}`,
            payload: { [param]: value === '' ? null : [value, { a: 1 }] },
          });
          expect(post.statusCode, `POST ${action} ${param}`).toBeLessThan(500);
        }
  });
});
