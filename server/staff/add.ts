/**
 * `npm run staff:add -- <username>`: adds a staff account to the participation store the server uses
 * (DATABASE_URL, else the SQLite file under DATA_DIR, default var/), or sets a new password for an existing one.
 * The password is read from STAFF_PASSWORD, or asked for on the terminal; it is stored only as a scrypt hash.
 */
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import { openStore } from '../store/db.ts';
import { addAccount } from './accounts.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const username = process.argv[2]?.trim().toLowerCase();
if (!username) {
  console.error('usage: npm run staff:add -- <username>   (password from STAFF_PASSWORD or the terminal)');
  process.exit(2);
}
let password = process.env.STAFF_PASSWORD;
if (!password) {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  password = await terminal.question(`Password for ${username} (at least 12 characters): `);
  terminal.close();
}
const store = await openStore({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: path.resolve(projectRoot, process.env.DATA_DIR ?? 'var'),
});
try {
  await addAccount(store, username, password);
  console.log(`staff:add: ${username} can now sign in at /staff`);
} catch (error) {
  console.error(`staff:add: ${(error as Error).message}`);
  process.exitCode = 2;
} finally {
  await store.close();
}
