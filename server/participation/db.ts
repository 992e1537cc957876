/**
 * The participation store: one Kysely query layer over two engines. By default an embedded SQLite file (WAL
 * mode) in a data folder created on first start, so `npm start` needs no database server; PostgreSQL when
 * `DATABASE_URL` is set (several server processes can then share it). Migrations run on open.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Generated } from 'kysely';
import pg from 'pg';
import { migrate } from './migrations.ts';

export type Database = {
  submissions: {
    id: Generated<number>;
    /** What a visitor is told and quotes: FB-7K2M9Q4T (feedback), DR-… (data request). */
    reference: string;
    kind: string;
    language: string;
    status: Generated<string>;
    /** The validated form, as JSON text. */
    payload: string;
    /** The client's key for this send: a retried or double-clicked send finds the first record. */
    idempotency_key: string;
    created_at: string;
    /** Set when staff close it (retention counts from there), cleared when reopened. */
    closed_at: Generated<string | null>;
  };
  event_seats: { event_id: string; capacity: number; taken: Generated<number> };
  registrations: { id: Generated<number>; event_id: string; email: string; submission_id: number };
  subscriptions: {
    id: Generated<number>;
    email: string;
    token: string;
    submission_id: number;
    unsubscribed_at: string | null;
  };
  staff_accounts: { username: string; password_hash: string; created_at: string };
  staff_sessions: { token_hash: string; username: string; expires_at: string };
  audit: {
    id: Generated<number>;
    submission_id: number;
    actor: string;
    action: string;
    detail: string;
    at: string;
  };
};

export type Store = { db: Kysely<Database>; engine: 'sqlite' | 'postgres'; close: () => Promise<void> };

export type StoreOptions = {
  /** A PostgreSQL connection string; without it, SQLite. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (created if missing); tests use one of their own. */
  schema?: string;
  /** Folder of the SQLite file (created if missing). */
  dataDir?: string;
};

export async function openStore(options: StoreOptions = {}): Promise<Store> {
  const store = options.databaseUrl
    ? await postgres(options.databaseUrl, options.schema)
    : sqlite(options.dataDir);
  await migrate(store.db as unknown as Kysely<unknown>, store.engine);
  return store;
}

function sqlite(dataDir = path.resolve('var')): Store {
  mkdirSync(dataDir, { recursive: true });
  const database = new SQLite(path.join(dataDir, 'participation.sqlite'));
  database.pragma('journal_mode = WAL');
  // WAL with synchronous=FULL: an acknowledged write survives a crash of the process or the machine.
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

async function postgres(connectionString: string, schema?: string): Promise<Store> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`not a schema name: ${schema}`);
  if (schema) {
    const client = new pg.Client({ connectionString });
    await client.connect();
    await client.query(`create schema if not exists ${schema}`);
    await client.end();
  }
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', close: () => db.destroy() };
}
