/**
 * `npm run bench:participation`: 2,000 feedback submissions from 50 concurrent clients against the real server
 * (`server/start.ts` as a child process, on SQLite and, when it answers, PostgreSQL). Prints throughput and
 * p50/p95/p99, then checks that every acknowledged submission is stored exactly once. Then the same load with the
 * server killed (SIGKILL) a third of the way through and restarted: clients retry with the same Idempotency-Key
 * until answered; nothing acknowledged may be lost or stored twice, and the database must pass its integrity check.
 * Needs a build (`npm run build`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openStore, type Store } from '../../server/store/db.ts';

const TOTAL = 2000;
const CLIENTS = 50;
const PORT = 3470;
const BASE = `http://127.0.0.1:${PORT}`;
const PG_ADMIN = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Engine = {
  name: string;
  env: Record<string, string>;
  open: () => Promise<Store>;
  cleanup: () => Promise<void>;
};

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    env: { ...process.env, ...env, PORT: String(PORT), PARTICIPATION_RATE_LIMIT: '1000000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<ChildProcess>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Hail Regional Data Hub on')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening`)));
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** Sends TOTAL submissions; a failed send (server gone) is retried with the same key until it is answered. */
async function load(runId: string, onProgress?: (done: number) => void) {
  const acknowledged = new Map<string, string>();
  const latencies: number[] = [];
  let next = 0;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let i = next++; i < TOTAL; i = next++) {
        const key = `${runId}-${String(i).padStart(5, '0')}`;
        for (;;) {
          const t0 = performance.now();
          try {
            const response = await fetch(`${BASE}/api/participation/feedback`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin: BASE, 'idempotency-key': key },
              body: JSON.stringify({
                language: 'en',
                topic: 'general',
                message: `Load test ${key}, please ignore.`,
              }),
            });
            if (response.status === 201 || response.status === 200) {
              acknowledged.set(key, ((await response.json()) as { reference: string }).reference);
              latencies.push(performance.now() - t0);
              break;
            }
            throw new Error(`status ${response.status}`);
          } catch {
            await new Promise((r) => setTimeout(r, 50));
          }
        }
        onProgress?.(++done);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { acknowledged, seconds, latencies };
}

async function verify(store: Store, runId: string, acknowledged: Map<string, string>) {
  const rows = await store.db
    .selectFrom('submissions')
    .select(['reference', 'idempotency_key'])
    .where('idempotency_key', 'like', `${runId}-%`)
    .execute();
  const byKey = new Map<string, string[]>();
  for (const r of rows) byKey.set(r.idempotency_key, [...(byKey.get(r.idempotency_key) ?? []), r.reference]);
  const lost = [...acknowledged].filter(([key, ref]) => !byKey.get(key)?.includes(ref)).length;
  const twice = [...byKey.values()].filter((refs) => refs.length > 1).length;
  const audits = Number(
    (
      await store.db
        .selectFrom('audit')
        .innerJoin('submissions', 'submissions.id', 'audit.submission_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('submissions.idempotency_key', 'like', `${runId}-%`)
        .executeTakeFirstOrThrow()
    ).n,
  );
  return { stored: rows.length, lost, twice, auditsMatch: audits === rows.length };
}

async function integrity(store: Store, engine: string) {
  const { sql } = await import('kysely');
  if (engine !== 'sqlite') {
    // PostgreSQL checks its own pages; what we check is that no row lost its parent.
    const orphans = await sql<{ n: string }>`select count(*) as n from audit a
      left join submissions s on s.id = a.submission_id where s.id is null`.execute(store.db);
    return Number(orphans.rows[0]?.n) === 0 ? 'ok (no orphan rows)' : 'orphan audit rows';
  }
  const result = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(store.db);
  return result.rows.map((r) => r.integrity_check).join(', ');
}

async function engines(): Promise<Engine[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'hail-bench-'));
  const list: Engine[] = [
    {
      name: 'sqlite',
      env: { DATA_DIR: dir },
      open: () => openStore({ dataDir: dir }),
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    },
  ];
  const admin = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    const name = `hail_bench_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = Object.assign(new URL(PG_ADMIN), { pathname: `/${name}` }).toString();
    list.push({
      name: 'postgres',
      env: { DATABASE_URL: url },
      open: () => openStore({ databaseUrl: url }),
      cleanup: async () => {
        const c = new pg.Client({ connectionString: PG_ADMIN });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    });
  } catch {
    console.warn(`bench:participation: PostgreSQL does not answer at ${PG_ADMIN}; SQLite only`);
  }
  return list;
}

const report: Record<string, unknown>[] = [];
let failed = false;
for (const engine of await engines()) {
  try {
    // Steady load
    let server = await startServer(engine.env);
    const steadyRun = `bench-${randomBytes(3).toString('hex')}`;
    const steady = await load(steadyRun);
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));

    // The same load, the server killed a third of the way through and started again
    server = await startServer(engine.env);
    const faultRun = `fault-${randomBytes(3).toString('hex')}`;
    let killed = false;
    let restarting: Promise<void> | undefined;
    const fault = await load(faultRun, (done) => {
      if (!killed && done >= TOTAL / 3) {
        killed = true;
        server.kill('SIGKILL');
        restarting = new Promise((r) => server.once('exit', r)).then(async () => {
          server = await startServer(engine.env);
        });
      }
    });
    await restarting;
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));

    const store = await engine.open();
    const steadyCheck = await verify(store, steadyRun, steady.acknowledged);
    const faultCheck = await verify(store, faultRun, fault.acknowledged);
    const check = await integrity(store, engine.name);
    await store.close();
    for (const [run, result, checked] of [
      ['steady', steady, steadyCheck],
      ['SIGKILL mid-run', fault, faultCheck],
    ] as const) {
      report.push({
        engine: engine.name,
        run,
        restarts: run === 'steady' ? 0 : Number(killed),
        acknowledged: result.acknowledged.size,
        stored: checked.stored,
        lost: checked.lost,
        twice: checked.twice,
        'req/s': Math.round(result.acknowledged.size / result.seconds),
        p50ms: Number(percentile(result.latencies, 0.5).toFixed(1)),
        p95ms: Number(percentile(result.latencies, 0.95).toFixed(1)),
        p99ms: Number(percentile(result.latencies, 0.99).toFixed(1)),
        integrity: check,
      });
      if (
        checked.lost ||
        checked.twice ||
        !checked.auditsMatch ||
        checked.stored !== TOTAL ||
        !/^ok/.test(check)
      )
        failed = true;
    }
  } finally {
    await engine.cleanup();
  }
}
console.table(report);
if (failed) {
  console.error('bench:participation: a submission was lost, stored twice, or the database failed its check');
  process.exit(1);
}
