/**
 * Staff accounts and sessions. Passwords are hashed with scrypt (memory-hard: 32 MiB per hash), never stored;
 * a session is a random token in an HttpOnly cookie, kept in the database only as its SHA-256.
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
    .executeTakeFirst();
  const stored = account?.password_hash ?? (await (decoy ??= hashPassword('decoy')));
  const ok = await passwordChecks(() => verifyPassword(password, stored));
  return ok && account ? account.username : null;
}

export async function addAccount(store: Store, username: string, password: string, now = new Date()) {
  if (!USERNAME.test(username))
    throw new Error('a username is 3 to 40 lower-case letters, digits, dots, hyphens or underscores');
  if (password.length < MIN_PASSWORD) throw new Error(`a password has at least ${MIN_PASSWORD} characters`);
  const password_hash = await hashPassword(password);
  await store.db
    .insertInto('staff_accounts')
    .values({ username, password_hash, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('username').doUpdateSet({ password_hash }))
    .execute();
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
    .select(['username', 'expires_at'])
    .where('token_hash', '=', digest(token))
    .executeTakeFirst();
  return session && session.expires_at > now.toISOString() ? session.username : null;
}

export async function closeSession(store: Store, token: string | undefined) {
  if (token) await store.db.deleteFrom('staff_sessions').where('token_hash', '=', digest(token)).execute();
}
