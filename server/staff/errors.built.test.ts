/**
 * The inbox's error path on both engines: a form it cannot read is a 400 page in the inbox's language (not a
 * 500 with the runtime's words), and the search finds % and _ as themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages, testBuild } from '../../testing/test-build.ts';
import { buildServer } from '../app.ts';
import type { Store } from '../store/db.ts';
import { memoryRateLimiter } from '../store/rate-limit.ts';
import { ENGINES, testStore, unavailable } from '../../testing/test-stores.ts';
import { addAccount } from './accounts.ts';
import { sendFeedback, TEST_HOST, TEST_ORIGIN } from '../../testing/participation.ts';

const HOST = TEST_HOST;
const ORIGIN = TEST_ORIGIN;
const PASSWORD = 'correct horse battery staple';
/** An array nested 20,000 deep, as JSON. */
const DEEP = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;

for (const engine of ENGINES) {
  describe.skipIf(unavailable(engine))(`staff inbox errors and search on ${engine}`, () => {
    let store: Store;
    let remove: () => Promise<void>;
    let app: Awaited<ReturnType<typeof buildServer>>;
    let cookie = '';

    beforeAll(async () => {
      ({ store, remove } = await testStore(engine));
      const { root } = await testBuild();
      app = await buildServer({
        root,
        pagesEntry: builtPages,
        participation: { store, rateLimiter: memoryRateLimiter({ limit: 1000, windowMs: 60_000 }) },
      });
      await addAccount(store, 'noura', PASSWORD);
    });
    afterAll(async () => {
      await app?.close();
      await remove?.();
    });

    const post = (url: string, payload: string, type = 'application/json') =>
      app.inject({
        method: 'POST',
        url,
        headers: { host: HOST, origin: ORIGIN, cookie, 'content-type': type },
        payload,
      });

    it('answers a sign-in it cannot read with 400, in the page’s language', async () => {
      for (const [url, text] of [
        ['/staff/sign-in', 'The form could not be read'],
        ['/ar/staff/sign-in', 'تعذّرت قراءة النموذج'],
      ] as const)
        for (const body of [
          '{"username":{"toString":1,"valueOf":1},"password":"x"}',
          `{"username":${DEEP},"password":"x"}`,
          '{"username":"noura","password":["a","b"]}',
        ]) {
          const res = await post(url, body);
          expect(res.statusCode, body.slice(0, 40)).toBe(400);
          expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
          expect(res.body).toContain(text);
          expect(res.body).not.toMatch(/primitive|call stack|TypeError|RangeError/);
        }
      expect(
        (await post('/staff/sign-in', 'username=noura&password=x', 'application/x-www-form-urlencoded'))
          .statusCode,
      ).toBe(401);
    });

    it('finds % and _ as themselves', async () => {
      const signIn = await post(
        '/staff/sign-in',
        new URLSearchParams({ username: 'noura', password: PASSWORD }).toString(),
        'application/x-www-form-urlencoded',
      );
      expect(signIn.statusCode).toBe(303);
      cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
      const send = async (message: string) =>
        (await sendFeedback(app, { message })).json().reference as string;
      const percent = await send('Only 50% of the wells are on the map.');
      const fifty = await send('There are 50 wells missing from the map.');
      const underscore = await send('The column a_b in the wells file is empty.');
      const plain = await send('The column axb in the wells file is empty.');
      const search = async (q: string) =>
        (await app.inject({ url: `/staff?q=${encodeURIComponent(q)}`, headers: { host: HOST, cookie } }))
          .body;
      const found = await search('50%');
      expect(found).toContain(percent);
      expect(found).not.toContain(fifty);
      const found2 = await search('a_b');
      expect(found2).toContain(underscore);
      expect(found2).not.toContain(plain);
      // A status form it cannot read: 400, not a 500
      const status = await post(`/staff/submissions/${percent}/status`, '{"status":["closed"],"note":{}}');
      expect(status.statusCode).toBe(400);
      expect(status.body).toContain('The form could not be read');
    });
  });
}
