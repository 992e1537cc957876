/**
 * `npm run staff:add -- <username> [--role admin|editor|reader] [--publisher ID …]`: adds a staff account to the
 * store the server uses (DATABASE_URL, else the SQLite file under DATA_DIR, default var/), or sets a new password,
 * role and publishers for an existing one. An inbox reader by default; an editor publishes for the publishers
 * named (one --publisher each); the last administrator keeps that role. The password is read from
 * STAFF_PASSWORD, or asked for on the terminal; it is stored only as a scrypt hash.
 *
 * `npm run staff:add -- <username> --disable` (or `--enable`): the account signs in no more (its sessions end at
 * once), or again; no password is asked.
 */
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openStore } from '../store/db.ts';
import { AccountRefused, addAccount, ROLES, setDisabled } from './accounts.ts';

const USAGE = `usage: npm run staff:add -- <username> [--role ${ROLES.join('|')}] [--publisher ID …]
       npm run staff:add -- <username> --disable | --enable
(the password from STAFF_PASSWORD or the terminal)`;

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      role: { type: 'string', default: 'reader' },
      publisher: { type: 'string', multiple: true, default: [] },
      disable: { type: 'boolean', default: false },
      enable: { type: 'boolean', default: false },
    },
  });
} catch (error) {
  console.error(`staff:add: ${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = parsed;
const username = positionals[0]?.trim().toLowerCase();
if (!username || positionals.length > 1 || (values.disable && values.enable)) {
  console.error(USAGE);
  process.exit(2);
}

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const store = await openStore({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: path.resolve(projectRoot, process.env.DATA_DIR ?? 'var'),
});
try {
  if (values.disable || values.enable) {
    await setDisabled(store, username, values.disable);
    console.log(
      `staff:add: ${username} ${values.disable ? 'is disabled; its sessions have ended' : 'can sign in again'}`,
    );
  } else {
    let password = process.env.STAFF_PASSWORD;
    if (!password) {
      const terminal = createInterface({ input: process.stdin, output: process.stdout });
      password = await terminal.question(`Password for ${username} (at least 12 characters): `);
      terminal.close();
    }
    await addAccount(store, username, password, { role: values.role, publishers: values.publisher });
    const of = values.publisher.length ? ` of ${values.publisher.join(', ')}` : '';
    console.log(`staff:add: ${username} (${values.role}${of}) can now sign in at /staff`);
  }
} catch (error) {
  if (!(error instanceof AccountRefused)) throw error;
  console.error(`staff:add: ${error.message}`);
  process.exitCode = 2;
} finally {
  await store.close();
}
