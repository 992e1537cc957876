/**
 * Where the store benchmarks (catalogue-store.ts, freshness.ts) keep a store of their own: a folder (the SQLite
 * file, the files) and, on PostgreSQL, a schema of its own on DATABASE_URL (default the test database), dropped
 * afterwards. A child process finds the same store from the place its parent sends it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { StoreOptions } from '../../server/store/db.ts';

export type Engine = 'sqlite' | 'postgres';
export type Place = { dir: string; schema?: string };

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A new place: `dir` if given, else a new temporary folder named after `name`; a new schema on PostgreSQL. */
export async function newPlace(engine: Engine, name: string, dir?: string): Promise<Place> {
  return {
    dir: dir ?? (await mkdtemp(path.join(tmpdir(), `hail-bench-${name}-`))),
    ...(engine === 'postgres' ? { schema: `bench_${randomBytes(4).toString('hex')}` } : {}),
  };
}

export const storeOptions = (engine: Engine, place: Place, applicationName: string): StoreOptions =>
  engine === 'postgres' ? { databaseUrl, schema: place.schema, applicationName } : { dataDir: place.dir };

/** Drops the place's PostgreSQL schema, if it has one (its folder is the caller's to remove or keep). */
export async function dropSchema(place: Place) {
  if (!place.schema) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`drop schema if exists ${place.schema} cascade`);
  await client.end();
}
