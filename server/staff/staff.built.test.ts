/** The staff inbox through the real server: closed without accounts, sign-in, list, status and audit, CSV. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages, testBuild } from '../../testing/test-build.ts';
import { buildServer } from '../app.ts';
import { openStore, type Store } from '../store/db.ts';
import { memoryRateLimiter } from '../store/rate-limit.ts';
import { addAccount, hashPassword, setDisabled, verifyPassword } from './accounts.ts';
import { sendFeedback, TEST_HOST, TEST_ORIGIN } from '../../testing/participation.ts';

const HOST = TEST_HOST;
const ORIGIN = TEST_ORIGIN;
const PASSWORD = 'correct horse battery staple';

describe('staff inbox', () => {
  let store: Store;
  let app: Awaited<ReturnType<typeof buildServer>>;
  let dir: string;
  let cookie = '';

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hail-staff-'));
    store = await openStore({ dataDir: dir });
    const { root } = await testBuild();
    app = await buildServer({
      root,
      pagesEntry: builtPages,
      participation: { store, rateLimiter: memoryRateLimiter({ limit: 1000, windowMs: 60_000 }) },
    });
  });
  afterAll(async () => {
    await app?.close();
    await store?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: HOST, cookie } });
  const post = (url: string, form: Record<string, string>, origin = ORIGIN) =>
    app.inject({
      method: 'POST',
      url,
      headers: { host: HOST, cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  it('hashes passwords with scrypt and checks them', async () => {
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    expect(await verifyPassword('wrong password!', hash)).toBe(false);
  });

  it('stays closed, saying why, while no account exists — there is no default password', async () => {
    const closed = await get('/staff');
    expect(closed.statusCode).toBe(503);
    expect(closed.body).toContain('no staff account is configured');
    expect(closed.headers['x-robots-tag']).toBe('noindex');
    expect(closed.headers['content-security-policy']).toContain("default-src 'none'");
    const signIn = await post('/staff/sign-in', { username: 'admin', password: 'admin' });
    expect(signIn.statusCode).toBe(503);
  });

  it('signs in with a right password only, and rate-limits failures', async () => {
    await addAccount(store, 'noura', PASSWORD);
    await expect(addAccount(store, 'x', PASSWORD)).rejects.toThrow(/3 to 40/);
    await expect(addAccount(store, 'short', 'too short')).rejects.toThrow(/at least 12/);
    expect((await get('/staff')).statusCode).toBe(401);
    const wrong = await post('/staff/sign-in', { username: 'noura', password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('The username or password is not right.');
    // From another site: refused before the password is looked at
    expect(
      (await post('/staff/sign-in', { username: 'noura', password: PASSWORD }, 'https://evil.example'))
        .statusCode,
    ).toBe(403);
    for (let i = 0; i < 4; i++) await post('/staff/sign-in', { username: 'guess', password: `guess ${i}` });
    const limited = await post('/staff/sign-in', { username: 'guess', password: 'guess 5' });
    expect(limited.statusCode).toBe(401);
    const blocked = await post('/staff/sign-in', { username: 'guess', password: 'guess 6' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body).toContain('Too many failed sign-ins');

    const ok = await post('/staff/sign-in', { username: 'Noura', password: PASSWORD });
    expect(ok.statusCode).toBe(303);
    const setCookie = String(ok.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^hail_staff=[A-Za-z0-9_-]{43}; HttpOnly; SameSite=Strict; Path=\/; Max-Age=28800$/,
    );
    cookie = setCookie.split(';')[0]!;
  });

  it('lists, filters and searches submissions, showing what people sent as text', async () => {
    const hostile = await sendFeedback(app, {
      message: '<script>alert(1)</script> =HYPERLINK("http://evil")',
    });
    const plain = await sendFeedback(app, { message: 'The wells map misses Samira governorate.' });
    const list = await get('/staff');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(hostile.json().reference);
    expect(list.body).not.toContain('<script>alert(1)</script>');
    expect(list.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const found = await get('/staff?q=samira&kind=feedback');
    expect(found.body).toContain(plain.json().reference);
    expect(found.body).not.toContain(hostile.json().reference);
    expect((await get(`/staff?q=${plain.json().reference}`)).body).toContain('1 shown');
    // Arabic edition
    const ar = await get('/ar/staff');
    expect(ar.body).toContain('dir="rtl"');
    expect(ar.body).toContain('صندوق وارد الموظفين');
  });

  it('changes a status with an audit trail: who, what, when', async () => {
    const list = await get('/staff?kind=feedback');
    const reference = /\/staff\/submissions\/(FB-[A-Z0-9]{8})/.exec(list.body)![1]!;
    const url = `/staff/submissions/${reference}/status`;
    expect((await post(url, { status: 'in-review' }, 'https://evil.example')).statusCode).toBe(403);
    const changed = await post(url, { status: 'answered', note: 'Replied by email' });
    expect(changed.statusCode).toBe(303);
    const detail = await get(`/staff/submissions/${reference}`);
    expect(detail.body).toMatch(/<dd>\s*Answered\s*<\/dd>/);
    expect(detail.body).toMatch(
      /<td>noura<\/td>\s*<td>\s*status changed: new → answered · Replied by email\s*<\/td>/,
    );
    expect(detail.body).toMatch(/<td>visitor<\/td>\s*<td>\s*received\s*<\/td>/);
    expect((await get('/staff/submissions/FB-NOTHERE')).statusCode).toBe(404);
  });

  it('exports CSV that a spreadsheet reads as text, formulas neutralised', async () => {
    const csv = await get('/staff/export.csv?kind=feedback');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="hail-participation-\d{4}-\d\d-\d\d\.csv"/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'reference,kind,status,language,received,topic,page,message,data,purpose,format,organisation,event,topics,name,email',
    );
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain(`"<script>alert(1)</script> =HYPERLINK(""http://evil"")"`);
    expect(csv.body).not.toMatch(/,=HYPERLINK/);
  });

  it('signs out, and the session no longer opens the inbox', async () => {
    const out = await post('/staff/sign-out', {});
    expect(out.statusCode).toBe(303);
    expect((await get('/staff')).statusCode).toBe(401);
  });

  it('is not an editor’s: signed in, an editor is told so in either language', async () => {
    await store.db.insertInto('publishers').values({ id: 'mewa', record: '{"id":"mewa"}' }).execute();
    await addAccount(store, 'editor.mewa', PASSWORD, { role: 'editor', publishers: ['mewa'] });
    const signedIn = await post('/staff/sign-in', { username: 'editor.mewa', password: PASSWORD });
    expect(signedIn.statusCode).toBe(303);
    cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    const inbox = await get('/staff');
    expect(inbox.statusCode).toBe(403);
    expect(inbox.body).toContain('Your account publishes datasets');
    expect(inbox.body).not.toContain('noura');
    const arabic = await get('/ar/staff/export.csv');
    expect(arabic.statusCode).toBe(403);
    expect(arabic.body).toContain('حسابك لنشر مجموعات البيانات');
  });

  it('ends a disabled account’s session at once', async () => {
    const signedIn = await post('/staff/sign-in', { username: 'noura', password: PASSWORD });
    cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    expect((await get('/staff')).statusCode).toBe(200);
    await setDisabled(store, 'noura', true);
    expect((await get('/staff')).statusCode).toBe(401);
    expect((await post('/staff/sign-in', { username: 'noura', password: PASSWORD })).statusCode).toBe(401);
  });
});
