/**
 * The Action API's actions for staff, on both engines, as CKAN's tools call them: a token in `Authorization` (or
 * `X-CKAN-API-Key`); CKAN's Authorization Error without one, with a revoked one, or for another account than the
 * caller's own (unless an administrator); changes only by POST.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCatalogue } from '../../testing/sample-catalogue.ts';
import { ENGINES, testStore, unavailable } from '../../testing/test-stores.ts';
import { addAccount } from '../staff/accounts.ts';
import { createToken } from '../staff/tokens.ts';
import type { Store } from '../store/db.ts';
import { memorySource } from './catalogue.ts';
import { ckanApi } from './plugin.ts';

const PASSWORD = 'a long enough password';
const catalogue = sampleCatalogue();
const publishers = [...new Set(catalogue.datasets.map((d) => d.source))].sort();

describe.each(ENGINES)('staff actions on %s', (engine) => {
  let store: Store;
  let remove: () => Promise<void>;
  const app = Fastify();
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    if (unavailable(engine)) return;
    ({ store, remove } = await testStore(engine));
    await store.db
      .insertInto('publishers')
      .values(publishers.map((id) => ({ id, record: JSON.stringify({ id }) })))
      .execute();
    await addAccount(store, 'admin.one', PASSWORD, { role: 'admin' });
    await addAccount(store, 'editor.one', PASSWORD, { role: 'editor', publishers: [publishers[0]!] });
    await addAccount(store, 'reader.one', PASSWORD);
    for (const name of ['admin.one', 'editor.one', 'reader.one'])
      tokens[name] = (await createToken(store, name, 'tests')).token;
    await app.register(ckanApi, {
      prefix: '/api',
      source: async () => memorySource(catalogue),
      staff: store,
    });
  });
  afterAll(async () => {
    await app.close();
    await remove?.();
  });

  /** An action called as ckanapi calls it: a POST with a JSON body, the token as the Authorization header. */
  const call = async (action: string, params: object, token?: string, method: 'GET' | 'POST' = 'POST') => {
    const res = await app.inject({
      method,
      url: `/api/3/action/${action}${method === 'GET' ? `?${new URLSearchParams(params as Record<string, string>)}` : ''}`,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      ...(method === 'POST' ? { payload: JSON.stringify(params) } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const denied = { success: false, error: { __type: 'Authorization Error' } };

  it.skipIf(unavailable(engine))(
    'refuses a call without a live token with CKAN’s Authorization Error',
    async () => {
      const live = tokens['reader.one']!;
      const changed = `${live.slice(0, -1)}${live.endsWith('x') ? 'y' : 'x'}`;
      for (const token of [undefined, 'not-a-token', changed]) {
        const { status, body } = await call('api_token_list', { user: 'reader.one' }, token);
        expect(status).toBe(403);
        expect(body).toMatchObject(denied);
        expect(body.error.message).toMatch(
          /^Access denied: api_token_list needs a staff account's API token/,
        );
      }
    },
  );

  it.skipIf(unavailable(engine))(
    'makes, lists and revokes a token, the new one working at once',
    async () => {
      const made = await call(
        'api_token_create',
        { user: 'editor.one', name: 'nightly import' },
        tokens['editor.one'],
      );
      expect(made.status).toBe(200);
      const { token } = made.body.result as { token: string };
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Sent as X-CKAN-API-Key too, as older clients do
      const listed = await app.inject({
        url: '/api/3/action/api_token_list?user_id=editor.one',
        headers: { 'x-ckan-api-key': token },
      });
      const list = listed.json().result as {
        id: string;
        name: string;
        user_id: string;
        last_access: string | null;
      }[];
      expect(list.map((t) => t.name)).toEqual(['nightly import', 'tests']);
      expect(list[0]).toMatchObject({ user_id: 'editor.one' });
      expect(list[0]!.last_access).not.toBeNull();
      expect(JSON.stringify(list)).not.toContain(token);

      const revoked = await call('api_token_revoke', { jti: list[0]!.id }, tokens['editor.one']);
      expect(revoked).toMatchObject({ status: 200, body: { success: true, result: null } });
      expect((await call('api_token_list', { user: 'editor.one' }, token)).status).toBe(403);
      expect((await call('api_token_revoke', { jti: list[0]!.id }, tokens['editor.one'])).status).toBe(404);
    },
  );

  it.skipIf(unavailable(engine))(
    'lets an account manage its own tokens, an administrator anyone’s',
    async () => {
      const other = await call('api_token_create', { user: 'admin.one', name: 'x' }, tokens['editor.one']);
      expect(other).toMatchObject({ status: 403, body: denied });
      expect(other.body.error.message).toBe("Access denied: editor.one may not manage admin.one's tokens");
      const byAdmin = await call(
        'api_token_create',
        { user: 'reader.one', name: 'for reader' },
        tokens['admin.one'],
      );
      expect(byAdmin.status).toBe(200);
      const mine = (await call('api_token_list', { user: 'admin.one' }, tokens['admin.one'])).body.result;
      const theirs = (await call('api_token_list', { user: 'reader.one' }, tokens['reader.one'])).body.result;
      expect((theirs as { name: string }[]).map((t) => t.name)).toEqual(['for reader', 'tests']);
      const readersToken = (theirs as { id: string }[])[0]!.id;
      expect((await call('api_token_revoke', { jti: readersToken }, tokens['editor.one'])).status).toBe(403);
      expect(
        (await call('api_token_revoke', { jti: (mine as { id: string }[])[0]!.id }, tokens['reader.one']))
          .status,
      ).toBe(403);
      expect((await call('api_token_list', { user: 'nobody' }, tokens['admin.one'])).status).toBe(404);
    },
  );

  it.skipIf(unavailable(engine))(
    'says what is wrong with a token it will not make, and changes only by POST',
    async () => {
      const unnamed = await call('api_token_create', { user: 'reader.one', name: ' ' }, tokens['reader.one']);
      expect(unnamed).toMatchObject({ status: 409, body: { error: { __type: 'Validation Error' } } });
      const long = await call(
        'api_token_create',
        { user: 'reader.one', name: 'x', expires_in: 400 },
        tokens['reader.one'],
      );
      expect(long.status).toBe(409);
      expect(long.body.error.expires_in).toEqual(['a token lasts from 1 to 365 days']);
      const byGet = await call(
        'api_token_create',
        { user: 'reader.one', name: 'x' },
        tokens['reader.one'],
        'GET',
      );
      expect(byGet.status).toBe(400);
      expect(byGet.body.error.message).toBe('Bad request - api_token_create changes data: send it as a POST');
    },
  );

  it.skipIf(unavailable(engine))('lists the organizations each may publish for', async () => {
    const names = async (token: string, params = {}) =>
      ((await call('organization_list_for_user', params, token)).body.result as { name: string }[]).map(
        (o) => o.name,
      );
    expect(await names(tokens['admin.one']!)).toEqual(expect.arrayContaining(publishers));
    expect(await names(tokens['editor.one']!)).toEqual([publishers[0]]);
    expect(await names(tokens['reader.one']!)).toEqual([]);
    expect(await names(tokens['admin.one']!, { id: 'editor.one' })).toEqual([publishers[0]]);
    expect((await call('organization_list_for_user', { id: 'admin.one' }, tokens['editor.one'])).status).toBe(
      403,
    );
    // And help_show knows them
    const help = await call('help_show', { name: 'api_token_create' });
    expect(help.body.result).toMatch(/^Create an API token/);
  });
});
