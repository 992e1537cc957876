/**
 * What the staff commands (./add.ts, ./token.ts) share: their arguments read (one account name, then options; the
 * usage and exit code 2 for anything else), the store the server uses (DATABASE_URL, else the SQLite file under
 * DATA_DIR, default var/), and a refusal of the rules said plainly (exit code 2), the store closed in every case.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { openStore, type Store } from '../store/db.ts';
import { AccountRefused } from './accounts.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function staffCommand<T extends ParseArgsOptionsConfig>(
  command: string,
  usage: string,
  options: T,
  /** Options of which at most one may be given. */
  exclusive: readonly (keyof T & string)[],
  run: (
    store: Store,
    username: string,
    values: ReturnType<typeof parseArgs<{ options: T; allowPositionals: true }>>['values'],
  ) => Promise<void>,
) {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options });
  } catch (error) {
    console.error(`${command}: ${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
  const { values, positionals } = parsed;
  const username = positionals[0]?.trim().toLowerCase();
  if (
    !username ||
    positionals.length > 1 ||
    exclusive.filter((name) => (values as Record<string, unknown>)[name]).length > 1
  ) {
    console.error(usage);
    process.exit(2);
  }
  const store = await openStore({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: path.resolve(projectRoot, process.env.DATA_DIR ?? 'var'),
  });
  try {
    await run(store, username, values);
  } catch (error) {
    if (!(error instanceof AccountRefused)) throw error;
    console.error(`${command}: ${error.message}`);
    process.exitCode = 2;
  } finally {
    await store.close();
  }
}
