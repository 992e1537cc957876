/**
 * `npm run staff:token -- <username> [--name LABEL] [--days N]`: makes an API token for a staff account in the
 * store the server uses (DATABASE_URL, else the SQLite file under DATA_DIR, default var/) and prints it once: the
 * store keeps only its hash. Sent as CKAN's tools send theirs, the raw token in the Authorization header.
 * `--list` shows the account's live tokens (never their values); `--revoke ID` revokes one.
 */
import type { ParseArgsOptionsConfig } from 'node:util';
import { staffCommand } from './command.ts';
import { createToken, listTokens, revokeToken, TOKEN_DAYS } from './tokens.ts';

const USAGE = `usage: npm run staff:token -- <username> [--name LABEL] [--days N (default ${TOKEN_DAYS})]
       npm run staff:token -- <username> --list | --revoke ID`;

const options = {
  name: { type: 'string', default: 'command line' },
  days: { type: 'string', default: String(TOKEN_DAYS) },
  list: { type: 'boolean', default: false },
  revoke: { type: 'string' },
} satisfies ParseArgsOptionsConfig;

await staffCommand('staff:token', USAGE, options, ['list', 'revoke'], async (store, username, values) => {
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
});
