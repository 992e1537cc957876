/**
 * The participation API against real databases (`testing/test-stores.ts`: an SQLite file, and PostgreSQL when it
 * answers): storing once, races for seats, the newsletter, retention. Hostile requests: `hostile.test.ts`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBuild } from '../../testing/test-build.ts';
import { buildServer } from '../app.ts';
import { openStore, type Store } from '../store/db.ts';
import { ENGINES, testStore, unavailable } from '../../testing/test-stores.ts';
import { participate } from '../../content/participate.ts';
import { todayInHail } from '../../core/participation/events.ts';
import { memoryRateLimiter } from '../store/rate-limit.ts';
import { purge } from './retention.ts';
import { EventFull, register, seatsLeft, syncEvents } from './store.ts';

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

for (const engine of ENGINES) {
  describe.skipIf(unavailable(engine))(`participation API on ${engine}`, () => {
    let store: Store;
    let remove: () => Promise<void>;
    let app: Awaited<ReturnType<typeof buildServer>>;

    beforeAll(async () => {
      ({ store, remove } = await testStore(engine));
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
      await remove?.();
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
