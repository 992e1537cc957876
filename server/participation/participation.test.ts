/**
 * The participation API against real databases: an SQLite file, and PostgreSQL when it answers (here
 * 127.0.0.1:5432, database `test`, or TEST_DATABASE_URL); each run uses a schema of its own and drops it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBuild } from '../../testing/test-build.ts';
import { buildServer } from '../app.ts';
import { openStore, type Store } from './db.ts';
import { participate } from '../../content/participate.ts';
import { todayInHail } from '../../core/participation/events.ts';
import { memoryRateLimiter } from './rate-limit.ts';
import { purge } from './retention.ts';
import { EventFull, register, seatsLeft, syncEvents } from './store.ts';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
const hasPostgres = await postgresAnswers();
if (!hasPostgres)
  console.warn(`participation tests: PostgreSQL does not answer at ${PG_URL}; its tests are skipped`);

const ORIGIN = 'http://portal.test';
let today = todayInHail();
const key = () => randomBytes(12).toString('hex');
const feedback = {
  language: 'en',
  topic: 'data-quality',
  page: '/data/indicators/population',
  message: 'The 2024 population of Samira looks too high next to the census.',
  name: 'Noura',
  email: 'noura@example.sa',
  website: '',
};
const dataRequest = {
  language: 'ar',
  data: 'عدد الآبار الجوفية حسب المحافظة منذ 2015',
  purpose: 'بحث جامعي عن الأمن المائي في المنطقة',
  format: 'CSV',
  organisation: 'جامعة حائل',
  name: 'سارة',
  email: 'sara@example.sa',
};

for (const engine of ['sqlite', 'postgres'] as const) {
  describe.skipIf(engine === 'postgres' && !hasPostgres)(`participation API on ${engine}`, () => {
    let store: Store;
    let app: Awaited<ReturnType<typeof buildServer>>;
    let dir: string;
    const schema = `test_${randomBytes(6).toString('hex')}`;

    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'hail-participation-'));
      store =
        engine === 'sqlite'
          ? await openStore({ dataDir: dir })
          : await openStore({ databaseUrl: PG_URL, schema });
      const { root } = await testBuild();
      app = await buildServer({
        root,
        participation: {
          store,
          rateLimiter: memoryRateLimiter({ limit: 1000, windowMs: 60_000 }),
          today: () => today,
        },
      });
    });
    afterAll(async () => {
      await app?.close();
      await store?.close();
      if (engine === 'postgres') {
        const client = new pg.Client({ connectionString: PG_URL });
        await client.connect();
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
      }
      await rm(dir, { recursive: true, force: true });
    });

    const send = (url: string, body: unknown, headers: Record<string, string> = {}, raw?: string | Buffer) =>
      app.inject({
        method: 'POST',
        url: `/api/participation/${url}`,
        headers: {
          host: 'portal.test',
          origin: ORIGIN,
          'content-type': 'application/json',
          'idempotency-key': key(),
          ...headers,
        },
        payload: raw ?? JSON.stringify(body),
      });
    const count = async () =>
      Number(
        (
          await store.db
            .selectFrom('submissions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('stores a feedback once and answers with a reference and what happens next', async () => {
      const before = await count();
      const response = await send('feedback', feedback);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.reference).toMatch(/^FB-[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(body.next).toMatch(/reached the data team/);
      expect(await count()).toBe(before + 1);
      const row = await store.db
        .selectFrom('submissions')
        .selectAll()
        .where('reference', '=', body.reference)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ kind: 'feedback', language: 'en', status: 'new' });
      // What the form asked, nothing more (no honeypot, no language twice)
      expect(JSON.parse(row.payload)).toEqual({
        topic: 'data-quality',
        page: '/data/indicators/population',
        message: feedback.message,
        name: 'Noura',
        email: 'noura@example.sa',
      });
      const audit = await store.db
        .selectFrom('audit')
        .selectAll()
        .where('submission_id', '=', row.id)
        .execute();
      expect(audit.map((a) => [a.actor, a.action])).toEqual([['visitor', 'received']]);
    });

    it('answers a data request in Arabic and keeps Arabic text intact', async () => {
      const response = await send('data-requests', dataRequest);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.reference).toMatch(/^DR-/);
      expect(body.next).toContain('فريق البيانات');
      const row = await store.db
        .selectFrom('submissions')
        .select('payload')
        .where('reference', '=', body.reference)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.payload).data).toBe(dataRequest.data);
    });

    it('stores nothing twice: a retry, a double click and a race with one key give one record', async () => {
      const before = await count();
      const idempotencyKey = key();
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => send('feedback', feedback, { 'idempotency-key': idempotencyKey })),
      );
      const references = new Set(answers.map((a) => a.json().reference));
      expect(references.size).toBe(1);
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(11);
      expect(await count()).toBe(before + 1);
      // The same key for another form is a conflict, not a second record
      const other = await send('data-requests', dataRequest, { 'idempotency-key': idempotencyKey });
      expect(other.statusCode).toBe(409);
      expect(await count()).toBe(before + 1);
    });

    const deep = '{"a":'.repeat(1500) + '1' + '}'.repeat(1500);
    const hostile: [string, () => ReturnType<typeof send>, number, RegExp][] = [
      ['missing fields', () => send('feedback', { language: 'en' }), 422, /need attention/],
      [
        'wrong types',
        () => send('feedback', { ...feedback, message: 42, topic: ['x'] }),
        422,
        /need attention/,
      ],
      ['an unknown field', () => send('feedback', { ...feedback, admin: true }), 422, /need attention/],
      [
        'a filled honeypot',
        () => send('feedback', { ...feedback, website: 'http://spam' }),
        422,
        /need attention/,
      ],
      [
        'a page that is not ours',
        () => send('feedback', { ...feedback, page: 'javascript:alert(1)' }),
        422,
        /need attention/,
      ],
      [
        'a message over 4,000 characters',
        () => send('feedback', { ...feedback, message: 'x'.repeat(4001) }),
        422,
        /need attention/,
      ],
      [
        'control characters',
        () => send('feedback', { ...feedback, message: 'hello\u0000world there' }),
        422,
        /need attention/,
      ],
      [
        'a body over 16 KB',
        () => send('feedback', { ...feedback, message: 'x'.repeat(20_000) }),
        413,
        /larger than 16 KB/,
      ],
      ['deeply nested JSON', () => send('feedback', null, {}, deep), 422, /need attention/],
      [
        '__proto__ keys',
        () => send('feedback', null, {}, '{"__proto__":{"admin":true},"language":"en"}'),
        400,
        /__proto__/,
      ],
      ['not JSON', () => send('feedback', null, {}, '{"language":'), 400, /not valid JSON/],
      ['a JSON array', () => send('feedback', [feedback]), 400, /JSON object/],
      [
        'invalid UTF-8',
        () =>
          send(
            'feedback',
            null,
            {},
            Buffer.concat([
              Buffer.from('{"language":"en","topic":"general","message":"bad '),
              Buffer.from([0xff, 0xfe]),
              Buffer.from(' bytes here"}'),
            ]),
          ),
        400,
        /not valid UTF-8/,
      ],
      [
        'a form body',
        () =>
          send('feedback', null, { 'content-type': 'application/x-www-form-urlencoded' }, 'topic=general'),
        415,
        /as JSON/,
      ],
      [
        'another site',
        () => send('feedback', feedback, { origin: 'https://evil.example' }),
        403,
        /portal’s own pages/,
      ],
      ['no Origin', () => send('feedback', feedback, { origin: '' }), 403, /portal’s own pages/],
      [
        'no Idempotency-Key',
        () => send('feedback', feedback, { 'idempotency-key': '' }),
        400,
        /Idempotency-Key/,
      ],
    ];
    it.each(hostile)(
      'refuses %s with a clear message and stores nothing',
      async (_name, request, status, message) => {
        const before = await count();
        const response = await request();
        expect(response.statusCode).toBe(status);
        expect(response.headers['content-type']).toMatch(/application\/json/);
        expect(response.json().error.message).toMatch(message);
        expect(response.headers['content-security-policy']).toBeDefined();
        expect(await count()).toBe(before);
      },
    );

    it('names each field that needs attention, in the visitor’s language', async () => {
      const en = await send('data-requests', {
        ...dataRequest,
        language: 'en',
        email: 'not-an-email',
        data: 'x',
      });
      expect(en.json().error.fields).toEqual({
        email: 'Enter an email address such as name@example.sa.',
        data: 'Please write a little more.',
      });
      const ar = await send('data-requests', { ...dataRequest, email: '' });
      expect(ar.json().error.message).toBe('بعض الحقول تحتاج إلى مراجعة.');
      expect(ar.json().error.fields.email).toMatch(/أدخل بريدًا إلكترونيًا/);
    });

    it('stores script tags and SQL as the text they are', async () => {
      const message = `<script>alert("x")</script> '); drop table submissions; --`;
      const response = await send('feedback', { ...feedback, message });
      expect(response.statusCode).toBe(201);
      const row = await store.db
        .selectFrom('submissions')
        .select('payload')
        .where('reference', '=', response.json().reference)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.payload).message).toBe(message);
    });

    it('registers for an event once per email, and counts the seats left', async () => {
      const event = participate.events.find((e) => e.date >= todayInHail())!;
      const seats = async () =>
        (await app.inject({ method: 'GET', url: '/api/participation/events' }))
          .json()
          .events.find((e: { id: string }) => e.id === event.id).seatsLeft;
      const before = await seats();
      const person = { language: 'en', name: 'Khalid', email: 'khalid@example.sa' };
      const first = await send(`events/${event.id}/registrations`, person);
      expect(first.statusCode).toBe(201);
      expect(first.json().reference).toMatch(/^RG-/);
      expect(await seats()).toBe(before - 1);
      const again = await send(`events/${event.id}/registrations`, { ...person, email: 'KHALID@example.sa' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toMatch(/already registered/);
      expect(await seats()).toBe(before - 1);
      // The day after the event, registration is closed
      const next = new Date(`${event.date}T12:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      today = next.toISOString().slice(0, 10);
      const late = await send(`events/${event.id}/registrations`, { ...person, email: 'late@example.sa' });
      today = todayInHail();
      expect([late.statusCode, late.json().error.message]).toEqual([
        409,
        'This event has already taken place.',
      ]);
      const none = await send('events/no-such-event/registrations', person);
      expect(none.statusCode).toBe(404);
    });

    it('never overbooks: twenty people race for the last three seats', async () => {
      await syncEvents(store, [{ id: 'race-for-seats', capacity: 3 }]);
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          register(store, {
            eventId: 'race-for-seats',
            language: 'en',
            name: `Person ${i}`,
            email: `person${i}@example.sa`,
            idempotencyKey: key(),
          }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(refused).toHaveLength(17);
      for (const r of refused) expect(r.reason).toBeInstanceOf(EventFull);
      expect((await seatsLeft(store)).find((e) => e.id === 'race-for-seats')?.seatsLeft).toBe(0);
      const rows = await store.db
        .selectFrom('registrations')
        .selectAll()
        .where('event_id', '=', 'race-for-seats')
        .execute();
      expect(rows).toHaveLength(3);
    });

    it('subscribes to the newsletter with an unsubscribe link that works once asked by POST', async () => {
      const email = `reader.${engine}@example.sa`;
      const first = await send('newsletter', { language: 'en', email, topics: ['new-datasets', 'events'] });
      expect(first.statusCode).toBe(201);
      const link = new URL(first.json().unsubscribe);
      expect(link.origin).toBe(ORIGIN);
      expect(link.pathname).toBe('/participate/newsletter/unsubscribe');
      const token = link.searchParams.get('token')!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Subscribing again replaces the first subscription
      const second = await send('newsletter', { language: 'ar', email, topics: ['indicators'] });
      expect(new URL(second.json().unsubscribe).pathname).toBe('/ar/participate/newsletter/unsubscribe');
      const active = await store.db
        .selectFrom('subscriptions')
        .select('token')
        .where('email', '=', email)
        .where('unsubscribed_at', 'is', null)
        .execute();
      expect(active.map((r) => r.token)).toEqual([
        new URL(second.json().unsubscribe).searchParams.get('token'),
      ]);

      const secondToken = new URL(second.json().unsubscribe).searchParams.get('token')!;
      const out = await send('newsletter/unsubscribe', { token: secondToken, language: 'en' });
      expect([out.statusCode, out.json().message]).toEqual([
        200,
        'You are unsubscribed: no more newsletters will be sent to this address.',
      ]);
      expect((await send('newsletter/unsubscribe', { token: secondToken })).statusCode).toBe(200);
      const wrong = await send('newsletter/unsubscribe', { token: 'x'.repeat(43) });
      expect([wrong.statusCode, wrong.json().error.message]).toEqual([
        404,
        expect.stringMatching(/not valid/),
      ]);
      const none = await send('newsletter', { language: 'en', email, topics: [] });
      expect(none.json().error.fields).toEqual({ topics: 'Choose at least one topic.' });
    });

    it('deletes what the privacy notes say, when they say, and nothing else', async () => {
      const old = (await send('feedback', feedback)).json().reference as string;
      const kept = (await send('feedback', feedback)).json().reference as string;
      await store.db
        .updateTable('submissions')
        .set({ status: 'closed', closed_at: '2024-01-01T00:00:00.000Z' })
        .where('reference', '=', old)
        .execute();
      await store.db
        .updateTable('submissions')
        .set({ status: 'closed', closed_at: '2026-01-01T00:00:00.000Z' })
        .where('reference', '=', kept)
        .execute();
      const count = async (reference: string) =>
        (await store.db.selectFrom('submissions').select('id').where('reference', '=', reference).execute())
          .length;
      const registered = await store.db
        .selectFrom('registrations')
        .select('id')
        .where('event_id', '=', 'race-for-seats')
        .execute();
      expect(registered.length).toBeGreaterThan(0);
      const removed = await purge(
        store,
        [{ id: 'race-for-seats', date: '2026-01-10' }],
        new Date('2026-11-25T00:00:00Z'),
      );
      expect(removed).toBeGreaterThanOrEqual(1 + registered.length);
      expect(await count(old)).toBe(0);
      expect(await count(kept)).toBe(1);
      expect(
        await store.db
          .selectFrom('registrations')
          .select('id')
          .where('event_id', '=', 'race-for-seats')
          .execute(),
      ).toEqual([]);
    });

    it('answers other methods and addresses plainly', async () => {
      const get = await app.inject({ method: 'GET', url: '/api/participation/feedback' });
      expect(get.statusCode).toBe(405);
      expect(get.headers.allow).toBe('POST');
      const unknown = await app.inject({
        method: 'POST',
        url: '/api/participation/nothing',
        headers: { 'accept-language': 'ar' },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe('لا يوجد عنوان مشاركة بهذا الاسم.');
    });
  });
}

describe('rate limits', () => {
  it('refuses a flood from one client with 429 and Retry-After, before reading the body', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'hail-participation-'));
    const store = await openStore({ dataDir: dir });
    const { root } = await testBuild();
    const app = await buildServer({
      root,
      participation: { store, rateLimiter: memoryRateLimiter({ limit: 3, windowMs: 60_000 }) },
    });
    const post = () =>
      app.inject({
        method: 'POST',
        url: '/api/participation/feedback',
        headers: {
          host: 'portal.test',
          origin: ORIGIN,
          'content-type': 'application/json',
          'idempotency-key': key(),
        },
        payload: JSON.stringify(feedback),
      });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await post()).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const refused = await post();
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.message).toMatch(/Too many forms/);
    await app.close();
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });
});
