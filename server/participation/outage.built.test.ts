/**
 * The server outlives its database: PostgreSQL ends the pool's connections under the running server (a restart,
 * a failover, a proxy's idle timeout), then goes away altogether and comes back, with the server up throughout.
 * The connection runs through a TCP forwarder the test cuts (testing/tcp-proxy.ts); nothing is restarted.
 * On SQLite, the database is away when another writer holds the file past busy_timeout (or the disk is full).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages, testBuild } from '../../testing/test-build.ts';
import { testCatalogue } from '../../testing/test-catalogue.ts';
import { tcpProxy } from '../../testing/tcp-proxy.ts';
import { buildServer } from '../app.ts';
import { openStore, type Store } from '../store/db.ts';
import { memoryRateLimiter } from '../store/rate-limit.ts';
import { hasPostgres, PG_URL } from '../../testing/test-stores.ts';
import { sendFeedback, TEST_HOST } from '../../testing/participation.ts';

describe.skipIf(!hasPostgres)('PostgreSQL away and back, under the running server', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const applicationName = `hail-outage-${randomBytes(4).toString('hex')}`;
  const logged: string[] = [];
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let store: Store;
  let app: Awaited<ReturnType<typeof buildServer>>;
  const started = Date.now();
  const timeline: string[] = [];
  const mark = (what: string) => timeline.push(`${((Date.now() - started) / 1000).toFixed(2)} s ${what}`);

  const admin = async (query: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    try {
      return (await client.query(query, values)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    const target = new URL(PG_URL);
    proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    // The server starts while the database is away: it does not wait for it, nor end.
    await proxy.cut();
    target.host = `127.0.0.1:${proxy.port}`;
    store = await openStore({
      databaseUrl: target.toString(),
      schema,
      applicationName,
      deferred: true,
      log: (m) => logged.push(m),
    });
    const { root } = await testBuild({
      'index.html': '<h1>Home</h1>',
      '404.html': '<h1>Not found</h1>',
    });
    app = await buildServer({
      root,
      pagesEntry: builtPages,
      catalogue: testCatalogue(),
      participation: { store, rateLimiter: memoryRateLimiter({ limit: 1000, windowMs: 60_000 }) },
    });
    mark('server started with the database away');
  });
  afterAll(async () => {
    await app?.close();
    await store?.close();
    await proxy?.close();
    await admin(`drop schema if exists ${schema} cascade`);
    console.info(`outage timeline:\n  ${timeline.join('\n  ')}`);
  });

  const feedback = (key: string, language = 'en') =>
    sendFeedback(app, { key, language, message: 'The wells map is very useful.' });
  const get = (url: string) => app.inject({ url, headers: { host: TEST_HOST } });

  /** What needs the database answers 503 in the visitor's language; pages and the API go on. */
  async function expectAway(key: string) {
    const en = await feedback(key);
    expect(en.statusCode).toBe(503);
    expect(en.headers['retry-after']).toBe('30');
    expect(en.json().error.message).toMatch(/^Forms cannot be received for a moment/);
    const ar = await feedback(key, 'ar');
    expect(ar.statusCode).toBe(503);
    expect(ar.json().error.message).toMatch(/^لا يمكن استلام النماذج الآن/);
    for (const url of ['/staff', '/ar/staff']) {
      const inbox = await get(url);
      expect(inbox.statusCode, url).toBe(503);
      expect(inbox.headers['content-type']).toMatch(/^text\/html/);
      expect(inbox.body).toContain(
        url === '/staff' ? 'The inbox cannot reach its database' : 'يتعذّر على صندوق الوارد الوصول',
      );
    }
    // No driver's code or words reach a visitor.
    for (const body of [en.body, ar.body, (await get('/staff')).body])
      expect(body).not.toMatch(/ECONNREFUSED|ECONNRESET|Connection terminated|postgres|57P0|pg_/i);
    expect((await get('/')).statusCode).toBe(200);
    expect((await get('/api/3/action/package_list')).statusCode).toBe(200);
  }

  it('answers 503 while the database was never reached, then works when it comes', async () => {
    await expectAway('outage-key-0000000001');
    mark('forms and inbox 503, page and API 200');
    await proxy.restore();
    const sent = await feedback('outage-key-0000000001');
    expect(sent.statusCode).toBe(201);
    mark('database reachable: migrated on the first request, feedback stored (201)');
  });

  it('outlives PostgreSQL ending its connections, and reconnects by itself', async () => {
    const before = await admin(
      'select count(*)::int as n from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    expect(before[0]!.n).toBeGreaterThan(0);
    await admin('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      applicationName,
    ]);
    mark(`pg_terminate_backend on the pool's ${String(before[0]!.n)} connections`);
    await expect.poll(() => logged.some((m) => /connection lost/.test(m))).toBe(true);
    expect((await feedback('outage-key-0000000002')).statusCode).toBe(201);
    expect((await get('/staff')).statusCode).toBe(503); // closed: no account yet, as before the outage
    mark('next request: new connection, feedback stored (201)');
  });

  it('answers 503 while the database is away, and recovers without a restart', async () => {
    await proxy.cut();
    mark('database away (connections dropped, new ones refused)');
    await expectAway('outage-key-0000000003');
    mark('forms and inbox 503, page and API 200');
    await proxy.restore();
    mark('database back');
    // The refused send was not stored: the same key now creates it.
    expect((await feedback('outage-key-0000000003')).statusCode).toBe(201);
    expect((await feedback('outage-key-0000000003')).statusCode).toBe(200);
    mark('feedback stored (201), its retry found (200)');
    const rows = await admin(`select count(*)::int as n from ${schema}.submissions`);
    expect(rows[0]!.n).toBe(3);
  });
});

describe('SQLite that cannot take a write', () => {
  it(
    'answers 503 while another writer holds the file past busy_timeout, then stores the same form',
    { timeout: 30_000 },
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'hail-outage-'));
      const store = await openStore({ dataDir: dir });
      const other = await openStore({ dataDir: dir });
      const { root } = await testBuild();
      const app = await buildServer({
        root,
        pagesEntry: builtPages,
        participation: { store, rateLimiter: memoryRateLimiter({ limit: 1000, windowMs: 60_000 }) },
      });
      try {
        // Another process's transaction holds the write lock (a backup, a stuck job) for longer than busy_timeout.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        const holding = other.db.transaction().execute(async (tx) => {
          await tx.insertInto('event_seats').values({ event_id: 'lock-holder', capacity: 1 }).execute();
          await held;
        });
        const send = () =>
          sendFeedback(app, {
            key: 'sqlite-busy-key-000001',
            language: 'ar',
            message: 'خريطة الآبار مفيدة جدًا.',
          });
        const refused = await send();
        expect(refused.statusCode).toBe(503);
        expect(refused.json().error.message).toMatch(/^لا يمكن استلام النماذج الآن/);
        expect(refused.body).not.toMatch(/SQLITE|locked|busy/i);
        release();
        await holding;
        expect((await send()).statusCode).toBe(201);
      } finally {
        await app.close();
        await other.close();
        await store.close();
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
