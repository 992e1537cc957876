/**
 * Malformed and hostile requests to every participation endpoint, in both languages, on both databases: each
 * gets a clear 4xx whose message is in the request's language, and nothing is stored or changed.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBuild } from '../../testing/test-build.ts';
import { buildServer } from '../app.ts';
import type { Store } from '../store/db.ts';
import { memoryRateLimiter } from '../store/rate-limit.ts';
import { messages } from './routes.ts';
import { ENGINES, testStore, unavailable } from '../../testing/test-stores.ts';

const ORIGIN = 'http://portal.test';
type Lang = 'en' | 'ar';
type MessageId = keyof (typeof messages)['en'];

/** Each endpoint with a form it would accept, and how it answers a form that does not check out. */
const endpoints: {
  url: string;
  form: (lang: Lang) => Record<string, unknown>;
  invalid: [number, MessageId];
}[] = [
  {
    url: 'feedback',
    form: (language) => ({ language, topic: 'general', message: 'The map legend is cut off on my phone.' }),
    invalid: [422, 'invalid'],
  },
  {
    url: 'data-requests',
    form: (language) => ({
      language,
      data: 'Wells by governorate',
      purpose: 'A water study',
      format: 'CSV',
      name: 'Sara',
      email: 'sara@example.sa',
    }),
    invalid: [422, 'invalid'],
  },
  {
    url: 'events/open-data-day-2027/registrations',
    form: (language) => ({ language, name: 'Khalid', email: 'khalid@example.sa' }),
    invalid: [422, 'invalid'],
  },
  {
    url: 'newsletter',
    form: (language) => ({ language, email: 'reader@example.sa', topics: ['indicators'] }),
    invalid: [422, 'invalid'],
  },
  {
    // A token nobody holds: even a well-formed request changes nothing
    url: 'newsletter/unsubscribe',
    form: (language) => ({ language, token: 'A'.repeat(43) }),
    invalid: [404, 'unknownToken'],
  },
];

type Request = { body?: unknown; raw?: string | Buffer; headers?: Record<string, string> };
/** Each case: what is sent (given the endpoint's acceptable form) and the answer expected, `invalid` meaning the endpoint's own. */
const cases: [string, (form: Record<string, unknown>) => Request, [number, MessageId] | 'invalid'][] = [
  ['missing fields', (f) => ({ body: { language: f.language } }), 'invalid'],
  [
    'wrong types',
    (f) => ({ body: Object.fromEntries(Object.keys(f).map((k) => [k, k === 'language' ? f.language : 42])) }),
    'invalid',
  ],
  ['an unknown field', (f) => ({ body: { ...f, admin: true } }), 'invalid'],
  ['a filled honeypot', (f) => ({ body: { ...f, website: 'http://spam.example' } }), 'invalid'],
  ['control characters', (f) => ({ body: { ...f, name: 'nul\u0000byte', token: 'nul\u0000' } }), 'invalid'],
  [
    'an SQL fragment for an address',
    (f) => ({ body: { ...f, email: "x' OR 1=1 --", token: "' OR 1=1 --" } }),
    'invalid',
  ],
  [
    'a script tag for an address',
    (f) => ({ body: { ...f, email: '<script>@x.sa', token: '<script>' } }),
    'invalid',
  ],
  [
    'deeply nested JSON',
    (f) => ({ raw: `{"language":"${String(f.language)}","x":${'['.repeat(2000)}${']'.repeat(2000)}}` }),
    'invalid',
  ],
  ['a body over 16 KB', (f) => ({ body: { ...f, message: 'x'.repeat(20_000) } }), [413, 'tooLarge']],
  [
    '__proto__ keys',
    (f) => ({ raw: `{"__proto__":{"admin":true},"language":"${String(f.language)}"}` }),
    [400, 'proto'],
  ],
  ['not JSON', () => ({ raw: '{"language":' }), [400, 'json']],
  ['an empty body', () => ({ raw: '' }), [400, 'json']],
  ['a JSON array', (f) => ({ body: [f] }), [400, 'object']],
  [
    'invalid UTF-8',
    (f) => ({
      raw: Buffer.concat([
        Buffer.from(`{"language":"${String(f.language)}","name":"bad `),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('"}'),
      ]),
    }),
    [400, 'encoding'],
  ],
  [
    'a form body',
    () => ({ raw: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    [415, 'type'],
  ],
  ['another site', (f) => ({ body: f, headers: { origin: 'https://evil.example' } }), [403, 'origin']],
  ['no Origin', (f) => ({ body: f, headers: { origin: '' } }), [403, 'origin']],
];

for (const engine of ENGINES) {
  describe.skipIf(unavailable(engine))(`hostile requests on ${engine}`, () => {
    let store: Store;
    let remove: () => Promise<void>;
    let app: Awaited<ReturnType<typeof buildServer>>;

    beforeAll(async () => {
      ({ store, remove } = await testStore(engine));
      const { root } = await testBuild();
      app = await buildServer({
        root,
        participation: { store, rateLimiter: memoryRateLimiter({ limit: 10_000, windowMs: 60_000 }) },
      });
    });
    afterAll(async () => {
      await app?.close();
      await remove?.();
    });

    /** Everything a request could have written: submissions, audit lines, seats, subscriptions and their state. */
    const state = async () =>
      JSON.stringify(
        await Promise.all(
          (['submissions', 'audit', 'event_seats', 'registrations', 'subscriptions'] as const).map((table) =>
            store.db.selectFrom(table).selectAll().execute(),
          ),
        ),
      );

    for (const lang of ['en', 'ar'] as const)
      for (const endpoint of endpoints)
        it.each(cases)(
          `${lang} ${endpoint.url}: refuses %s plainly and stores nothing`,
          async (_name, make, want) => {
            const [status, id] = want === 'invalid' ? endpoint.invalid : want;
            const { body, raw, headers = {} } = make(endpoint.form(lang));
            const before = await state();
            const response = await app.inject({
              method: 'POST',
              url: `/api/participation/${endpoint.url}`,
              headers: {
                host: 'portal.test',
                origin: ORIGIN,
                'accept-language': lang === 'ar' ? 'ar-SA,ar;q=0.9' : 'en-GB,en;q=0.9',
                'content-type': 'application/json',
                'idempotency-key': randomBytes(12).toString('hex'),
                ...headers,
              },
              payload: raw ?? JSON.stringify(body),
            });
            expect(response.statusCode).toBe(status);
            expect(response.headers['content-type']).toMatch(/application\/json/);
            expect(response.headers['content-security-policy']).toBeDefined();
            expect(response.json().error.message).toBe(messages[lang][id]);
            expect(await state()).toBe(before);
          },
        );

    it('asks for an Idempotency-Key on every form that stores something', async () => {
      for (const endpoint of endpoints.filter((e) => e.url !== 'newsletter/unsubscribe')) {
        const response = await app.inject({
          method: 'POST',
          url: `/api/participation/${endpoint.url}`,
          headers: { host: 'portal.test', origin: ORIGIN, 'content-type': 'application/json' },
          payload: JSON.stringify(endpoint.form('ar')),
        });
        expect([response.statusCode, response.json().error.message]).toEqual([400, messages.ar.key]);
      }
    });

    it('answers an event that does not exist, or an odd event id, with 404', async () => {
      const ids: [string, MessageId][] = [
        ['no-such-event', 'noEvent'],
        ['..%2F..%2Fetc', 'noEvent'],
        ['%00', 'noEvent'],
        // Longer than any route parameter the server reads: no such address at all
        ['x'.repeat(500), 'notFound'],
      ];
      for (const [id, message] of ids) {
        const response = await app.inject({
          method: 'POST',
          url: `/api/participation/events/${id}/registrations`,
          headers: {
            host: 'portal.test',
            origin: ORIGIN,
            'content-type': 'application/json',
            'idempotency-key': randomBytes(12).toString('hex'),
          },
          payload: JSON.stringify(endpoints[2]!.form('en')),
        });
        expect([id, response.statusCode, response.json().error.message]).toEqual([
          id,
          404,
          messages.en[message],
        ]);
      }
    });
  });
}
