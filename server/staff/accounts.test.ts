/**
 * Staff roles on both engines: an administrator, editors of their publishers, inbox readers; the last
 * administrator stays one; a disabled account signs in no more and its sessions end at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, testStore, unavailable } from '../../testing/test-stores.ts';
import type { Store } from '../store/db.ts';
import {
  AccountRefused,
  accountOf,
  addAccount,
  checkSignIn,
  openSession,
  sessionUser,
  setDisabled,
} from './accounts.ts';

const PASSWORD = 'a long enough password';

describe.each(ENGINES)('staff roles on %s', (engine) => {
  let store: Store;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    if (unavailable(engine)) return;
    ({ store, remove } = await testStore(engine));
    await store.db
      .insertInto('publishers')
      .values(['hrda-statistics', 'mewa'].map((id) => ({ id, record: JSON.stringify({ id }) })))
      .execute();
  });
  afterAll(async () => remove?.());

  const refused = (work: Promise<unknown>, why: RegExp) =>
    expect(work).rejects.toSatisfy((e) => e instanceof AccountRefused && why.test(e.message));

  it.skipIf(unavailable(engine))('an account is an inbox reader unless given another role', async () => {
    await addAccount(store, 'reader.one', PASSWORD);
    expect(await accountOf(store, 'reader.one')).toEqual({
      username: 'reader.one',
      role: 'reader',
      publishers: [],
      disabled: false,
    });
    expect(await accountOf(store, 'nobody')).toBeUndefined();
  });

  it.skipIf(unavailable(engine))('an editor publishes for the store’s publishers it is given', async () => {
    await addAccount(store, 'editor.one', PASSWORD, {
      role: 'editor',
      publishers: ['mewa', 'hrda-statistics'],
    });
    expect(await accountOf(store, 'editor.one')).toMatchObject({
      role: 'editor',
      publishers: ['hrda-statistics', 'mewa'],
    });
    // Given anew, its publishers are the new ones
    await addAccount(store, 'editor.one', PASSWORD, { role: 'editor', publishers: ['mewa'] });
    expect((await accountOf(store, 'editor.one'))!.publishers).toEqual(['mewa']);
    await refused(addAccount(store, 'editor.two', PASSWORD, { role: 'editor' }), /one publisher or more/);
    await refused(
      addAccount(store, 'editor.two', PASSWORD, { role: 'editor', publishers: ['nowhere'] }),
      /no publisher nowhere; the publishers are hrda-statistics, mewa/,
    );
    await refused(
      addAccount(store, 'reader.two', PASSWORD, { role: 'reader', publishers: ['mewa'] }),
      /inbox reader has no publishers/,
    );
    await refused(addAccount(store, 'someone', PASSWORD, { role: 'owner' }), /one of admin, editor, reader/);
    expect(await accountOf(store, 'editor.two')).toBeUndefined();
  });

  it.skipIf(unavailable(engine))(
    'the last administrator can be neither disabled nor given another role',
    async () => {
      await addAccount(store, 'admin.one', PASSWORD, { role: 'admin' });
      await refused(setDisabled(store, 'admin.one', true), /admin.one is the last administrator/);
      await refused(addAccount(store, 'admin.one', PASSWORD, { role: 'reader' }), /last administrator/);
      // With a second one, the first may go
      await addAccount(store, 'admin.two', PASSWORD, { role: 'admin' });
      await setDisabled(store, 'admin.one', true);
      await refused(setDisabled(store, 'admin.two', true), /admin.two is the last administrator/);
      await setDisabled(store, 'admin.one', false);
      expect((await accountOf(store, 'admin.one'))!.disabled).toBe(false);
    },
  );

  it.skipIf(unavailable(engine))(
    'a disabled account signs in no more, and its sessions end at once',
    async () => {
      expect(await checkSignIn(store, 'reader.one', PASSWORD)).toBe('reader.one');
      const session = await openSession(store, 'reader.one');
      expect(await sessionUser(store, session)).toBe('reader.one');
      await setDisabled(store, 'reader.one', true);
      expect(await sessionUser(store, session)).toBeNull();
      expect(await checkSignIn(store, 'reader.one', PASSWORD)).toBeNull();
      // Enabled again, it signs in anew; the old session stays ended
      await setDisabled(store, 'reader.one', false);
      expect(await sessionUser(store, session)).toBeNull();
      expect(await checkSignIn(store, 'reader.one', PASSWORD)).toBe('reader.one');
      await refused(setDisabled(store, 'nobody', true), /there is no account nobody/);
    },
  );
});
