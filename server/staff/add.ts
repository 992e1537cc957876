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
import { createInterface } from 'node:readline/promises';
import { addAccount, ROLES, setDisabled } from './accounts.ts';
import type { ParseArgsOptionsConfig } from 'node:util';
import { staffCommand } from './command.ts';

const USAGE = `usage: npm run staff:add -- <username> [--role ${ROLES.join('|')}] [--publisher ID …]
       npm run staff:add -- <username> --disable | --enable
(the password from STAFF_PASSWORD or the terminal)`;

const options = {
  role: { type: 'string', default: 'reader' },
  publisher: { type: 'string', multiple: true, default: [] as string[] },
  disable: { type: 'boolean', default: false },
  enable: { type: 'boolean', default: false },
} satisfies ParseArgsOptionsConfig;

await staffCommand('staff:add', USAGE, options, ['disable', 'enable'], async (store, username, values) => {
  if (values.disable || values.enable) {
    await setDisabled(store, username, values.disable);
    console.log(
      `staff:add: ${username} ${values.disable ? 'is disabled; its sessions have ended' : 'can sign in again'}`,
    );
    return;
  }
  let password = process.env.STAFF_PASSWORD;
  if (!password) {
    const terminal = createInterface({ input: process.stdin, output: process.stdout });
    password = await terminal.question(`Password for ${username} (at least 12 characters): `);
    terminal.close();
  }
  await addAccount(store, username, password, { role: values.role, publishers: values.publisher });
  const of = values.publisher.length ? ` of ${values.publisher.join(', ')}` : '';
  console.log(`staff:add: ${username} (${values.role}${of}) can now sign in at /staff`);
});
