/**
 * Sign-in floods, through the real server on a port: one client changing the name at every attempt is refused
 * before any password is hashed, many clients at once find the hashes in a bounded line, and a page and a
 * download sent alongside keep close to their normal time: a ratio within the same run, under 30 here on two
 * cores shared with the flood's own client (measured 1.5-8); before these limits it was 288 (a page, one client)
 * to 3,846 (a download, 24 clients), as `npm run bench:sign-in -- --root <old checkout>` shows.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages, testBuild } from '../../testing/test-build.ts';
import { buildServer } from '../app.ts';
import type { Store } from '../store/db.ts';
import { memoryRateLimiter } from '../store/rate-limit.ts';
import { testStore } from '../../testing/test-stores.ts';
import { addAccount, passwordChecks } from './accounts.ts';
import { SIGN_IN_LIMITS } from './routes.ts';

const PASSWORD = 'correct horse battery staple';
const PAGE = `<!doctype html><h1>About</h1>${'<p>The Hail Regional Data Hub publishes the region’s data.</p>'.repeat(400)}`;
/**
 * The flood's thread: `loops` sign-in loops with a new name each time, until told to stop and `refusals` of them
 * have been refused (429), however slowly this machine hashes the passwords let through before.
 */
const FLOOD = `
const { parentPort, workerData: { base, loops, addresses, refusals } } = require('node:worker_threads');
let stopped = false;
parentPort.once('message', () => (stopped = true));
const statuses = {};
let n = 0;
Promise.all(Array.from({ length: loops }, async () => {
  while (!stopped || (statuses[429] ?? 0) < refusals) {
    const i = n++;
    const res = await fetch(base + '/staff/sign-in', {
      method: 'POST',
      redirect: 'manual',
      headers: {
        origin: base,
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': addresses[i % addresses.length],
      },
      body: new URLSearchParams({ username: 'name-' + i, password: 'guess ' + i }),
    });
    await res.arrayBuffer();
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  }
})).then(() => parentPort.postMessage(statuses));
`;
const CSV = `Year,Governorate,Value\n${Array.from({ length: 4000 }, (_, i) => `${2011 + (i % 15)},Hail,${i}`).join('\n')}`;

describe('sign-in floods', () => {
  let store: Store;
  let remove: () => Promise<void>;
  let app: Awaited<ReturnType<typeof buildServer>>;
  let base: string;

  beforeAll(async () => {
    ({ store, remove } = await testStore('sqlite'));
    const { root } = await testBuild({
      '404.html': '<h1>Not found</h1>',
      'about/index.html': PAGE,
      'downloads/wells.csv': CSV,
    });
    app = await buildServer({
      root,
      pagesEntry: builtPages,
      // The proxy in front is this machine: the flood of many clients names them in X-Forwarded-For.
      trustProxy: ['127.0.0.1'],
      participation: { store, rateLimiter: memoryRateLimiter({ limit: 1000, windowMs: 60_000 }) },
    });
    await addAccount(store, 'noura', PASSWORD);
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await remove?.();
  });

  const signIn = (username: string, password: string, forwardedFor?: string) =>
    fetch(`${base}/staff/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        origin: base,
        'content-type': 'application/x-www-form-urlencoded',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: new URLSearchParams({ username, password }),
    });

  /** Median milliseconds of a page and of a download, fetched one after the other `times` times, 60 ms apart. */
  async function timings(times = 40) {
    const page: number[] = [];
    const file: number[] = [];
    for (let i = 0; i < times; i++, await sleep(60))
      for (const [url, into] of [
        ['/about/', page],
        ['/downloads/wells.csv', file],
      ] as const) {
        const start = performance.now();
        const res = await fetch(base + url);
        expect(res.status).toBe(200);
        await res.arrayBuffer();
        into.push(performance.now() - start);
      }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    return { page: median(page), file: median(file) };
  }

  /**
   * `loops` clients sending sign-ins back to back from a thread of their own (as clients elsewhere would, not
   * on the server's event loop), attempt i from `addresses[i % addresses.length]`; the page and the download
   * are timed from 0.5 s in, once the flood is under way, 40 times over 2.5 s or more, and the flood goes on
   * until the timing is done and `refusals` attempts were refused. Returns the count of each status the flood
   * was answered.
   */
  async function flood(loops: number, addresses: string[], refusals = 0) {
    const worker = new Worker(FLOOD, { eval: true, workerData: { base, loops, addresses, refusals } });
    const done = new Promise<Record<number, number>>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    const measured = await sleep(500).then(() => timings());
    worker.postMessage('stop');
    const statuses = await done;
    await worker.terminate();
    return { statuses, measured };
  }

  it(
    'refuses one client changing names before hashing, and pages keep their pace',
    { timeout: 30_000 },
    async () => {
      const quiet = await timings();
      const hashedBefore = passwordChecks.stats().total;
      const { statuses, measured } = await flood(8, ['198.51.100.20'], 101);
      const hashed = passwordChecks.stats().total - hashedBefore;
      console.info(
        `one client, 8 loops: ${JSON.stringify(statuses)}; ${hashed} hashed; page ${quiet.page.toFixed(2)} -> ${measured.page.toFixed(2)} ms, download ${quiet.file.toFixed(2)} -> ${measured.file.toFixed(2)} ms`,
      );
      // The address's budget, then nothing but 429s: at most the budget was ever hashed.
      expect(hashed).toBeLessThanOrEqual(SIGN_IN_LIMITS.address.limit);
      expect(statuses[401]).toBe(hashed);
      expect(statuses[429]).toBeGreaterThan(100);
      expect(measured.page / quiet.page).toBeLessThan(30);
      expect(measured.file / quiet.file).toBeLessThan(30);
      // That address is locked, the right password included; another address signs in.
      const locked = await signIn('noura', PASSWORD, '198.51.100.20');
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await signIn('noura', PASSWORD, '198.51.100.21')).status).toBe(303);
    },
  );

  it(
    'lets many clients at once hash one password at a time, a few waiting, the rest told to come back',
    { timeout: 30_000 },
    async () => {
      const quiet = await timings();
      let most = 0;
      const watch = setInterval(() => (most = Math.max(most, passwordChecks.stats().running)), 5);
      const { statuses, measured } = await flood(
        12,
        Array.from({ length: 250 }, (_, i) => `192.0.2.${i}`),
      );
      clearInterval(watch);
      console.info(
        `many clients, 12 loops: ${JSON.stringify(statuses)}; page ${quiet.page.toFixed(2)} -> ${measured.page.toFixed(2)} ms, download ${quiet.file.toFixed(2)} -> ${measured.file.toFixed(2)} ms`,
      );
      expect(most).toBe(1);
      expect(statuses[429]).toBeGreaterThan(0);
      expect(statuses[401]).toBeGreaterThan(0);
      // Twenty at once from fresh addresses: one hashed, eight waiting, the rest refused at once.
      const busy = await Promise.all(
        Array.from({ length: 20 }, (_, i) => signIn(`x${i}`, 'y', `203.0.113.${i}`)),
      );
      expect(busy.filter((r) => r.status === 401).length).toBeLessThanOrEqual(9);
      const refused = busy.find((r) => r.status === 429)!;
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await refused.text()).toContain('Too many sign-ins are being checked at this moment.');
      expect(measured.page / quiet.page).toBeLessThan(30);
      expect(measured.file / quiet.file).toBeLessThan(30);
    },
  );
});
