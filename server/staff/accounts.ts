/**
 * Staff accounts, their roles, and sessions. Passwords are hashed with scrypt (memory-hard: 32 MiB per hash),
 * never stored; a session is a random token in an HttpOnly cookie, kept in the database only as its SHA-256.
 *
 * Roles: an administrator (accounts, publishers, everything), an editor of one or more publishers (their
 * datasets only), an inbox reader (participation only). There is always an administrator once there is one: the
 * last cannot be disabled nor given another role. A disabled account's sessions end at once.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { Store } from '../store/db.ts';
import { hashQueue } from './hash-queue.ts';

const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_BYTES = 64;
/** How long a session lasts without signing in again. */
export const SESSION_HOURS = 8;
export const USERNAME = /^[a-z0-9._-]{3,40}$/;
export const MIN_PASSWORD = 12;

export const ROLES = ['admin', 'editor', 'reader'] as const;
export type Role = (typeof ROLES)[number];
/** Who may read what the public sends. */
export const READS_INBOX: readonly Role[] = ['admin', 'reader'];

/** A staff account as the checks read it. */
export type Account = { username: string; role: Role; publishers: string[]; disabled: boolean };

/** An account change the rules refuse, with why (in English: for the command line and the logs). */
export class AccountRefused extends Error {}

const derive = (password: string, salt: Buffer, n: number, r: number, p: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_BYTES,
      { N: n, r, p, maxmem: 128 * n * r * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );

/** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string) {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  const expected = Buffer.from(hash, 'base64url');
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when the user does not exist, so that timing does not tell which names do. */
let decoy: Promise<string> | undefined;

/**
 * The sign-in's password checks: one at a time (the other core and the thread pool's other three threads stay
 * free for pages and files), eight more waiting at most (under a second); past that `Busy`.
 */
export const passwordChecks = hashQueue({ concurrent: 1, waiting: 8 });

/** The account's name if the password is right, else null; throws `Busy` when too many checks are waiting. */
export async function checkSignIn(store: Store, username: string, password: string) {
  const account = await store.db
    .selectFrom('staff_accounts')
    .select(['username', 'password_hash'])
    .where('username', '=', username)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  const stored = account?.password_hash ?? (await (decoy ??= hashPassword('decoy')));
  const ok = await passwordChecks(() => verifyPassword(password, stored));
  return ok && account ? account.username : null;
}

/** The account, or undefined when there is none of that name. */
export async function accountOf(store: Store, username: string): Promise<Account | undefined> {
  const row = await store.db
    .selectFrom('staff_accounts')
    .select(['username', 'role', 'disabled_at'])
    .where('username', '=', username)
    .executeTakeFirst();
  if (!row) return undefined;
  const publishers = await store.db
    .selectFrom('staff_publishers')
    .select('publisher_id')
    .where('username', '=', username)
    .orderBy('publisher_id')
    .execute();
  return {
    username: row.username,
    role: row.role as Role,
    publishers: publishers.map((p) => p.publisher_id),
    disabled: row.disabled_at !== null,
  };
}

/** Refuses to leave the portal without an administrator who can sign in: `username` is about to stop being one. */
async function keepAnAdministrator(store: Store, username: string) {
  const others = await store.db
    .selectFrom('staff_accounts')
    .select('username')
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .where('username', '!=', username)
    .limit(1)
    .executeTakeFirst();
  if (!others) throw new AccountRefused(`${username} is the last administrator: make another one first`);
}

/**
 * Adds an account, or sets the password, role and publishers of an existing one: an editor has one publisher or
 * more (of those the store has), an administrator or a reader none.
 */
export async function addAccount(
  store: Store,
  username: string,
  password: string,
  { role = 'reader', publishers = [] }: { role?: string; publishers?: readonly string[] } = {},
  now = new Date(),
) {
  if (!USERNAME.test(username))
    throw new AccountRefused(
      'a username is 3 to 40 lower-case letters, digits, dots, hyphens or underscores',
    );
  if (password.length < MIN_PASSWORD)
    throw new AccountRefused(`a password has at least ${MIN_PASSWORD} characters`);
  const known = ROLES.find((r) => r === role);
  if (!known) throw new AccountRefused(`the role is one of ${ROLES.join(', ')}`);
  const chosen = [...new Set(publishers)];
  if (known === 'editor' && chosen.length === 0)
    throw new AccountRefused('an editor publishes for one publisher or more: name them with --publisher');
  if (known !== 'editor' && chosen.length)
    throw new AccountRefused(`an ${known === 'admin' ? 'administrator' : 'inbox reader'} has no publishers`);
  if (chosen.length) {
    const found = await store.db.selectFrom('publishers').select('id').where('id', 'in', chosen).execute();
    const missing = chosen.filter((id) => !found.some((f) => f.id === id));
    if (missing.length) {
      const all = await store.db.selectFrom('publishers').select('id').orderBy('id').execute();
      throw new AccountRefused(
        `no publisher ${missing.join(', ')}; the publishers are ${all.map((p) => p.id).join(', ') || 'none yet (they come with the catalogue: npm run data:import)'}`,
      );
    }
  }
  const before = await accountOf(store, username);
  if (before?.role === 'admin' && known !== 'admin' && !before.disabled)
    await keepAnAdministrator(store, username);
  const password_hash = await hashPassword(password);
  await store.db.transaction().execute(async (tx) => {
    await tx
      .insertInto('staff_accounts')
      .values({ username, password_hash, role: known, created_at: now.toISOString() })
      .onConflict((oc) => oc.column('username').doUpdateSet({ password_hash, role: known }))
      .execute();
    await tx.deleteFrom('staff_publishers').where('username', '=', username).execute();
    if (chosen.length)
      await tx
        .insertInto('staff_publishers')
        .values(chosen.map((publisher_id) => ({ username, publisher_id })))
        .execute();
  });
}

/** Disables an account (it signs in no more; its sessions end now, its API tokens are revoked), or enables it again. */
export async function setDisabled(store: Store, username: string, disabled: boolean, now = new Date()) {
  const account = await accountOf(store, username);
  if (!account) throw new AccountRefused(`there is no account ${username}`);
  if (disabled && account.role === 'admin') await keepAnAdministrator(store, username);
  await store.db.transaction().execute(async (tx) => {
    await tx
      .updateTable('staff_accounts')
      .set({ disabled_at: disabled ? now.toISOString() : null })
      .where('username', '=', username)
      .execute();
    if (!disabled) return;
    await tx.deleteFrom('staff_sessions').where('username', '=', username).execute();
    // Its API tokens go with it (./tokens.ts)
    await tx
      .updateTable('api_tokens')
      .set({ revoked_at: now.toISOString() })
      .where('username', '=', username)
      .where('revoked_at', 'is', null)
      .execute();
  });
}

export async function hasAccounts(store: Store) {
  return (
    (await store.db.selectFrom('staff_accounts').select('username').limit(1).executeTakeFirst()) !== undefined
  );
}

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function openSession(store: Store, username: string, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + SESSION_HOURS * 3600_000);
  await store.db
    .insertInto('staff_sessions')
    .values({ token_hash: digest(token), username, expires_at: expires.toISOString() })
    .execute();
  return token;
}

export async function sessionUser(store: Store, token: string | undefined, now = new Date()) {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const session = await store.db
    .selectFrom('staff_sessions')
    .innerJoin('staff_accounts', 'staff_accounts.username', 'staff_sessions.username')
    .select(['staff_sessions.username', 'staff_sessions.expires_at'])
    .where('token_hash', '=', digest(token))
    .where('staff_accounts.disabled_at', 'is', null)
    .executeTakeFirst();
  return session && session.expires_at > now.toISOString() ? session.username : null;
}

export async function closeSession(store: Store, token: string | undefined) {
  if (token) await store.db.deleteFrom('staff_sessions').where('token_hash', '=', digest(token)).execute();
}
