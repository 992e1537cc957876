/**
 * The portal's store (what visitors send, staff accounts, the catalogue): one Kysely query layer over two engines. By default an embedded SQLite file (Node's
 * own `node:sqlite`, WAL mode) in a data folder created on first start, so `npm start` needs no database
 * server; PostgreSQL when `DATABASE_URL` is set (several server processes can then share it). Migrations run
 * on open.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect, SqliteDialect, type Generated } from 'kysely';
import pg from 'pg';
import { migrate } from './migrations.ts';
import { kyselySqlite, sqliteResultCode } from './node-sqlite.ts';

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
  staff_accounts: {
    username: string;
    password_hash: string;
    created_at: string;
    /** 'admin', 'editor' or 'reader' (server/staff/accounts.ts). */
    role: Generated<string>;
    disabled_at: string | null;
  };
  /** The publishers an editor publishes for. */
  staff_publishers: { username: string; publisher_id: string };
  api_tokens: {
    id: string;
    username: string;
    name: string;
    token_hash: string;
    created_at: string;
    expires_at: string;
    last_used_at: string | null;
    revoked_at: string | null;
  };
  staff_sessions: { token_hash: string; username: string; expires_at: string };
  audit: {
    id: Generated<number>;
    submission_id: number;
    actor: string;
    action: string;
    detail: string;
    at: string;
  };
  /** The catalogue (server/store/catalogue.ts); `record` columns hold JSON text. */
  publishers: { id: string; record: string };
  categories: { id: string; record: string };
  licences: { id: string; title: string; url: string };
  datasets: {
    id: Generated<number>;
    slug: string;
    /** 'published' (drafts and withdrawals come with publishing). */
    state: string;
    live_version: number | null;
    created_at: string;
    modified_at: string;
  };
  dataset_versions: {
    dataset_id: number;
    number: number;
    record: string;
    digest: string;
    author: string;
    created_at: string;
  };
  files: {
    dataset_id: number;
    version: number;
    position: number;
    resource_id: string;
    format: string;
    file_name: string;
    media_type: string;
    size: number;
    sha256: string;
  };
  downloads: { dataset_id: number; file_name: string; count: number };
  catalogue_changes: { id: Generated<number>; dataset_id: number | null; what: string; at: string };
  /** One row (id 1): the downloads of every dataset, seeded and counted. */
  catalogue_totals: { id: number; downloads: number | string };
  /** What the catalogue search reads (server/store/search.ts). */
  search_rows: {
    dataset_id: number;
    text: string;
    modified: string;
    cover_from: number;
    cover_to: number;
    title_key: string;
    slug: string;
    downloads: number;
  };
  search_facets: { field: string; value: string; dataset_id: number };
};

export type Store = {
  db: Kysely<Database>;
  engine: 'sqlite' | 'postgres';
  /** Resolves once the migrations have been applied; after a failure the next call tries again. */
  ready: () => Promise<void>;
  close: () => Promise<void>;
};

export type StoreOptions = {
  /** A PostgreSQL connection string; without it, SQLite. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (created if missing); tests use one of their own. */
  schema?: string;
  /** Folder of the SQLite file (created if missing). */
  dataDir?: string;
  /**
   * Open without waiting for the database: the server starts while PostgreSQL is still away, and the
   * migrations run on the first `ready()` that reaches it.
   */
  deferred?: boolean;
  /** PostgreSQL's application_name for the server's connections (tests find theirs by it). */
  applicationName?: string;
  /** Where connection errors are reported (default: standard error). */
  log?: (message: string) => void;
};

export async function openStore(options: StoreOptions = {}): Promise<Store> {
  const { db, engine } = options.databaseUrl
    ? postgres(options.databaseUrl, options)
    : sqlite(options.dataDir);
  const ready = once(async () => {
    if (options.schema) await db.schema.createSchema(options.schema).ifNotExists().execute();
    await migrate(db as unknown as Kysely<unknown>, engine);
  });
  const store: Store = { db, engine, ready, close: () => db.destroy() };
  if (!options.deferred) await ready();
  return store;
}

/** `run`'s promise, made once and kept while it succeeds: after a failure the next call runs it again. */
export function once(run: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () =>
    (done ??= run().catch((error: unknown) => {
      done = undefined;
      throw error;
    }));
}

/** Error codes of a database that cannot be reached or cannot take writes now (as opposed to a wrong query). */
const AWAY_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // PostgreSQL: shutting down or starting up, too many connections, out of disk
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '53100',
]);

/** SQLite's result codes for the same: busy or locked past busy_timeout, read-only, I/O error, full, cannot open. */
const SQLITE_AWAY_CODES = new Set([5, 6, 8, 10, 13, 14]);

/**
 * Whether `error` says the database is away (down, restarting, unreachable, full), so that the request is
 * answered "try again shortly" (503) rather than as a failure of ours; no driver text reaches the visitor.
 */
export function isDatabaseAway(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (SQLITE_AWAY_CODES.has(sqliteResultCode(e) ?? -1)) return true;
  const code = typeof e.code === 'string' ? e.code : '';
  if (code.startsWith('08') || [...AWAY_CODES].some((c) => code === c || code.startsWith(`${c}_`)))
    return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end)/.test(
    message,
  );
}

function sqlite(dataDir = path.resolve('var')) {
  mkdirSync(dataDir, { recursive: true });
  // The file was named participation.sqlite before the catalogue moved in: a store of then is kept
  const earlier = path.join(dataDir, 'participation.sqlite');
  const file = existsSync(earlier) ? earlier : path.join(dataDir, 'portal.sqlite');
  const database = new DatabaseSync(file);
  // WAL with synchronous=FULL: an acknowledged write survives a crash of the process or the machine.
  database.exec(`pragma journal_mode = WAL; pragma synchronous = FULL;
    pragma foreign_keys = ON; pragma busy_timeout = 5000;`);
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: kyselySqlite(database) }) }),
    engine: 'sqlite' as const,
  };
}

/**
 * A pool that outlives its server: a connection PostgreSQL ends while idle (a restart, a failover, a proxy's
 * idle timeout) is reported and dropped, and the next query opens a new one; while the server is away a query
 * fails within `connectionTimeoutMillis` instead of waiting, and nothing is retried behind the caller's back.
 */
function postgres(
  connectionString: string,
  { schema, applicationName = 'hail-data-hub', log = console.error }: StoreOptions,
) {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`not a schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: applicationName,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const lost = (error: Error & { code?: string }) =>
    log(
      `participation: PostgreSQL connection lost (${error.code ?? error.message}); the next query reconnects`,
    );
  // Each connection reports its own end, idle or in use (a query in flight fails with it too), so that no
  // 'error' goes unheard and ends the process; the pool's copy of an idle connection's error is the same one.
  pool.on('connect', (client) => client.on('error', lost));
  pool.on('error', () => undefined); // the same error, already reported by the connection's own listener
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    engine: 'postgres' as const,
  };
}
