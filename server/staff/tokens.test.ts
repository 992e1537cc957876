/**
 * API tokens on both engines: shown once and kept only as a hash, refused once expired, revoked or their account
 * disabled; named, listed without their values, their last use noted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, testStore, unavailable } from '../../testing/test-stores.ts';
import type { Store } from '../store/db.ts';
import { AccountRefused, addAccount, setDisabled } from './accounts.ts';
import { createToken, listTokens, revokeToken, tokenUser } from './tokens.ts';

const PASSWORD = 'a long enough password';

describe.each(ENGINES)('API tokens on %s', (engine) => {
  let store: Store;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    if (unavailable(engine)) return;
    ({ store, remove } = await testStore(engine));
    await addAccount(store, 'admin.one', PASSWORD, { role: 'admin' });
    await addAccount(store, 'reader.one', PASSWORD);
  });
  afterAll(async () => remove?.());

  it.skipIf(unavailable(engine))(
    'stands for its account until it expires, and is kept only as a hash',
    async () => {
      const made = new Date('2026-12-01T10:00:00Z');
      const { token, info } = await createToken(store, 'admin.one', 'nightly import', {
        days: 30,
        now: made,
      });
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(info).toMatchObject({
        name: 'nightly import',
        expiresAt: '2026-12-31T10:00:00.000Z',
        lastUsedAt: null,
      });
      const rows = await store.db.selectFrom('api_tokens').selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(await tokenUser(store, token, new Date('2026-12-02T00:00:00Z'))).toBe('admin.one');
      expect((await listTokens(store, 'admin.one'))[0]!.lastUsedAt).toBe('2026-12-02T00:00:00.000Z');
      expect(await tokenUser(store, token, new Date('2026-12-31T10:00:00Z'))).toBeNull();
      // One letter changed (the last, to another letter), or one added
      const changed = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      for (const wrong of [undefined, '', 'x', changed, `${token} `])
        expect(await tokenUser(store, wrong, made)).toBeNull();
    },
  );

  it.skipIf(unavailable(engine))('is listed without its value, and refused once revoked', async () => {
    const { token, info } = await createToken(store, 'reader.one', 'laptop');
    const listed = await listTokens(store, 'reader.one');
    expect(listed.map((t) => t.name)).toEqual(['laptop']);
    expect(JSON.stringify(listed)).not.toContain(token);
    // Another account cannot revoke it
    expect(await revokeToken(store, 'admin.one', info.id)).toBe(false);
    expect(await revokeToken(store, 'reader.one', info.id)).toBe(true);
    expect(await revokeToken(store, 'reader.one', info.id)).toBe(false);
    expect(await tokenUser(store, token)).toBeNull();
    expect(await listTokens(store, 'reader.one')).toEqual([]);
  });

  it.skipIf(unavailable(engine))('goes with its account when that is disabled', async () => {
    const { token } = await createToken(store, 'reader.one', 'script');
    expect(await tokenUser(store, token)).toBe('reader.one');
    await setDisabled(store, 'reader.one', true);
    expect(await tokenUser(store, token)).toBeNull();
    await setDisabled(store, 'reader.one', false);
    // Enabled again, its old tokens stay revoked
    expect(await tokenUser(store, token)).toBeNull();
  });

  it.skipIf(unavailable(engine))('says what is wrong with a token it will not make', async () => {
    const refused = (work: Promise<unknown>, why: RegExp) =>
      expect(work).rejects.toSatisfy((e) => e instanceof AccountRefused && why.test(e.message));
    await refused(createToken(store, 'nobody', 'x'), /there is no account nobody/);
    await refused(createToken(store, 'admin.one', '  '), /named/);
    await refused(createToken(store, 'admin.one', 'x', { days: 0 }), /from 1 to 365 days/);
    await refused(createToken(store, 'admin.one', 'x', { days: NaN }), /from 1 to 365 days/);
    await setDisabled(store, 'reader.one', true);
    await refused(createToken(store, 'reader.one', 'x'), /reader.one is disabled/);
  });
});
