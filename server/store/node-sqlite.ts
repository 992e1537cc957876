/**
 * Node's built-in SQLite (`node:sqlite`, SQLite 3.53 in Node 24) in the shape Kysely's SqliteDialect expects
 * (its `SqliteDatabase` interface, written after better-sqlite3): no native module to build or install.
 */
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Kysely's parameters are values SQLite binds (it writes no others). */
const values = (parameters: ReadonlyArray<unknown>) => parameters as SQLInputValue[];

export function kyselySqlite(database: DatabaseSync): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      const statement = database.prepare(sql);
      return {
        // A statement that returns rows (select, or anything with `returning`) has result columns.
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...values(parameters)),
        run: (parameters) => statement.run(...values(parameters)),
        iterate: (parameters) => statement.iterate(...values(parameters)),
      };
    },
  };
}

/** SQLite's primary result code of a `node:sqlite` error (its `errcode` is the extended code), if it is one. */
export function sqliteResultCode(error: unknown): number | undefined {
  const errcode = (error as { errcode?: unknown } | null)?.errcode;
  return typeof errcode === 'number' ? errcode & 0xff : undefined;
}

/** SQLite's extended result code for a UNIQUE constraint that failed. */
export const SQLITE_CONSTRAINT_UNIQUE = 2067;
