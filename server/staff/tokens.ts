/**
 * API tokens of staff accounts, for scripts and CKAN's tools (sent as CKAN does: the raw token in the
 * Authorization header). A token is named, has an expiry, records when it was last used, and is shown once: the
 * store keeps only its SHA-256. It is refused once revoked, expired, or its account disabled (which revokes them).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Store } from '../store/db.ts';
import { AccountRefused, accountOf } from './accounts.ts';

/** A token's life unless said otherwise, and the longest allowed. */
export const TOKEN_DAYS = 90;
export const MOST_TOKEN_DAYS = 365;
/** Last use is written at most this often per token (a script's every request need not be a write). */
const LAST_USE_EVERY_MS = 60_000;
/** The shape of a token we make: 43 base64url characters (32 random bytes). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/** What is shown of a token: never the token itself. */
export type TokenInfo = {
  id: string;
  name: string;
  username: string;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
};

/** Makes a token for `username`, named `name`: its value is returned once, and never stored. */
export async function createToken(
  store: Store,
  username: string,
  name: string,
  { days = TOKEN_DAYS, now = new Date() }: { days?: number; now?: Date } = {},
) {
  const label = name.trim();
  if (!label || label.length > 100) throw new AccountRefused('a token is named, in at most 100 characters');
  if (!Number.isInteger(days) || days < 1 || days > MOST_TOKEN_DAYS)
    throw new AccountRefused(`a token lasts from 1 to ${MOST_TOKEN_DAYS} days`);
  const account = await accountOf(store, username);
  if (!account) throw new AccountRefused(`there is no account ${username}`);
  if (account.disabled) throw new AccountRefused(`${username} is disabled`);
  const token = randomBytes(32).toString('base64url');
  const info: TokenInfo = {
    id: randomBytes(9).toString('base64url'),
    name: label,
    username,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + days * 86_400_000).toISOString(),
    lastUsedAt: null,
  };
  await store.db
    .insertInto('api_tokens')
    .values({
      id: info.id,
      username,
      name: label,
      token_hash: digest(token),
      created_at: info.createdAt,
      expires_at: info.expiresAt,
    })
    .execute();
  return { token, info };
}

/** The account a token stands for, if it is ours, live and its account enabled; its last use noted. */
export async function tokenUser(store: Store, token: string | undefined, now = new Date()) {
  if (!token || !TOKEN.test(token)) return null;
  const row = await store.db
    .selectFrom('api_tokens')
    .innerJoin('staff_accounts', 'staff_accounts.username', 'api_tokens.username')
    .select(['api_tokens.id', 'api_tokens.username', 'api_tokens.expires_at', 'api_tokens.last_used_at'])
    .where('api_tokens.token_hash', '=', digest(token))
    .where('api_tokens.revoked_at', 'is', null)
    .where('staff_accounts.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return null;
  if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) >= LAST_USE_EVERY_MS)
    await store.db
      .updateTable('api_tokens')
      .set({ last_used_at: now.toISOString() })
      .where('id', '=', row.id)
      .execute();
  return row.username;
}

/** The live tokens of `username`, newest first. */
export async function listTokens(store: Store, username: string): Promise<TokenInfo[]> {
  const rows = await store.db
    .selectFrom('api_tokens')
    .select(['id', 'name', 'username', 'created_at', 'expires_at', 'last_used_at'])
    .where('username', '=', username)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    username: r.username,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    lastUsedAt: r.last_used_at,
  }));
}

/** Whose live token `id` is, or undefined. */
export async function tokenOwner(store: Store, id: string) {
  const row = await store.db
    .selectFrom('api_tokens')
    .select('username')
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row?.username;
}

/** Revokes a token of `username` by its id; whether there was one to revoke. */
export async function revokeToken(store: Store, username: string, id: string, now = new Date()) {
  const result = await store.db
    .updateTable('api_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', id)
    .where('username', '=', username)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
