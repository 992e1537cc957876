/**
 * The databases the participation tests run against: an SQLite file in a temporary folder, and PostgreSQL when
 * it answers (here 127.0.0.1:5432, database `test`, or TEST_DATABASE_URL), in a schema of the test's own that is
 * dropped afterwards. Without PostgreSQL its tests say so and skip.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openStore, type Store } from '../server/store/db.ts';

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const ENGINES = ['sqlite', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

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
export const hasPostgres = await postgresAnswers();
if (!hasPostgres)
  console.warn(`participation tests: PostgreSQL does not answer at ${PG_URL}; its tests are skipped`);

/** Whether a `describe` for `engine` should skip on this machine. */
export const unavailable = (engine: Engine) => engine === 'postgres' && !hasPostgres;

/** A new, empty store on `engine`, and how to remove it. */
export async function testStore(
  engine: Engine,
): Promise<{ store: Store; schema: string; reopen: () => Promise<Store>; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hail-participation-'));
  const schema = `test_${randomBytes(6).toString('hex')}`;
  /** The same database opened again, as another server process would (closed by its caller). */
  const reopen = () =>
    engine === 'sqlite' ? openStore({ dataDir: dir }) : openStore({ databaseUrl: PG_URL, schema });
  const store = await reopen();
  return {
    store,
    schema,
    reopen,
    remove: async () => {
      await store.close();
      if (engine === 'postgres') {
        const client = new pg.Client({ connectionString: PG_URL });
        await client.connect();
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
