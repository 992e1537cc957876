/**
 * `npm run staff:token -- <username> [--name LABEL] [--days N]`: makes an API token for a staff account in the
 * store the server uses (DATABASE_URL, else the SQLite file under DATA_DIR, default var/) and prints it once: the
 * store keeps only its hash. Sent as CKAN's tools send theirs, the raw token in the Authorization header.
 * `--list` shows the account's live tokens (never their values); `--revoke ID` revokes one.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openStore } from '../store/db.ts';
import { AccountRefused } from './accounts.ts';
import { createToken, listTokens, revokeToken, TOKEN_DAYS } from './tokens.ts';

const USAGE = `usage: npm run staff:token -- <username> [--name LABEL] [--days N (default ${TOKEN_DAYS})]
       npm run staff:token -- <username> --list | --revoke ID`;

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: 'string', default: 'command line' },
      days: { type: 'string', default: String(TOKEN_DAYS) },
      list: { type: 'boolean', default: false },
      revoke: { type: 'string' },
    },
  });
} catch (error) {
  console.error(`staff:token: ${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = parsed;
const username = positionals[0]?.trim().toLowerCase();
if (!username || positionals.length > 1 || (values.list && values.revoke)) {
  console.error(USAGE);
  process.exit(2);
}

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const store = await openStore({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: path.resolve(projectRoot, process.env.DATA_DIR ?? 'var'),
});
try {
  if (values.list) {
    const tokens = await listTokens(store, username);
    if (!tokens.length) console.log(`staff:token: ${username} has no live token`);
    for (const t of tokens)
      console.log(
        `${t.id}  ${t.name}  made ${t.createdAt}  expires ${t.expiresAt}  last used ${t.lastUsedAt ?? 'never'}`,
      );
  } else if (values.revoke) {
    const revoked = await revokeToken(store, username, values.revoke);
    console.log(
      `staff:token: ${revoked ? `${values.revoke} is revoked` : `${username} has no live token ${values.revoke}`}`,
    );
    if (!revoked) process.exitCode = 2;
  } else {
    const days = /^\d{1,4}$/.test(values.days) ? Number(values.days) : NaN;
    const { token, info } = await createToken(store, username, values.name, { days });
    console.log(`staff:token: "${info.name}" for ${username} (id ${info.id}), until ${info.expiresAt}.`);
    console.log('It is shown this once; keep it as a password:');
    console.log(token);
  }
} catch (error) {
  if (!(error instanceof AccountRefused)) throw error;
  console.error(`staff:token: ${error.message}`);
  process.exitCode = 2;
} finally {
  await store.close();
}
