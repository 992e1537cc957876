/**
 * Forwarded headers: ignored from clients (the default, trusting no proxy), honoured from a configured proxy
 * (TRUST_PROXY). With each request carrying a new X-Forwarded-For, a client must not escape the form limit or the
 * sign-in lockout; with X-Forwarded-Host it must not change the API's links, and answers built on the request's
 * host tell caches so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages, testBuild } from '../testing/test-build.ts';
import { testCatalogue } from '../testing/test-catalogue.ts';
import { buildServer } from './app.ts';
import { testStore } from '../testing/test-stores.ts';
import type { Store } from './store/db.ts';
import { memoryRateLimiter } from './store/rate-limit.ts';
import { addAccount } from './staff/accounts.ts';
import { clientKey, readTrustProxy, type TrustProxy } from './proxy.ts';
import { sendFeedback, TEST_HOST, TEST_ORIGIN } from '../testing/participation.ts';

const HOST = TEST_HOST;
const ORIGIN = TEST_ORIGIN;
const PASSWORD = 'correct horse battery staple';
let n = 0;
const forged = () => `203.0.113.${++n % 250}`;

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless proxies are named by address, and says why for anything else', () => {
    expect(readTrustProxy(undefined)).toBe(false);
    expect(readTrustProxy('')).toBe(false);
    expect(readTrustProxy('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(readTrustProxy('10.0.0.0/8, ::1,loopback')).toEqual(['10.0.0.0/8', '::1', 'loopback']);
    expect(() => readTrustProxy('true')).toThrow(/every client write its own address/);
    expect(() => readTrustProxy('1')).toThrow(/count of hops/);
    expect(() => readTrustProxy('10.0.0.0/33')).toThrow(/"10.0.0.0\/33" is not an address/);
    expect(() => readTrustProxy('proxy.example')).toThrow(/not an address/);
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped one as IPv4', () => {
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('2001:db8:a:b:1:2:3:4')).toBe('2001:db8:a:b::/64');
    expect(clientKey('2001:0db8:a:b::9')).toBe('2001:db8:a:b::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});

for (const [label, trustProxy] of [
  ['by default (no proxy trusted)', false],
  ['from a configured proxy', ['127.0.0.1']],
] as [string, TrustProxy][]) {
  describe(`forwarded headers ${label}`, () => {
    const trusted = trustProxy !== false;
    let store: Store;
    let remove: () => Promise<void>;
    let app: Awaited<ReturnType<typeof buildServer>>;

    beforeAll(async () => {
      ({ store, remove } = await testStore('sqlite'));
      const { root } = await testBuild();
      app = await buildServer({
        root,
        pagesEntry: builtPages,
        trustProxy,
        catalogue: testCatalogue(),
        participation: { store, rateLimiter: memoryRateLimiter({ limit: 3, windowMs: 60_000 }) },
      });
      await addAccount(store, 'noura', PASSWORD);
    });
    afterAll(async () => {
      await app?.close();
      await remove?.();
    });

    const feedback = (forwardedFor: string) =>
      sendFeedback(app, { headers: { 'x-forwarded-for': forwardedFor } });
    const signIn = (password: string, forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/staff/sign-in',
        headers: {
          host: HOST,
          origin: ORIGIN,
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': forwardedFor,
        },
        payload: new URLSearchParams({ username: 'noura', password }).toString(),
      });

    it(
      trusted
        ? 'counts each client named by the proxy on its own'
        : 'counts the connection, whatever X-Forwarded-For says',
      async () => {
        const statuses = [];
        for (let i = 0; i < 5; i++) statuses.push((await feedback(forged())).statusCode);
        expect(statuses).toEqual(trusted ? [201, 201, 201, 201, 201] : [201, 201, 201, 429, 429]);
      },
    );

    it(
      trusted
        ? 'locks a name after five failures, from any address the proxy names'
        : 'keeps a locked name locked, right password included, whatever X-Forwarded-For says',
      async () => {
        const statuses = [];
        for (let i = 0; i < 5; i++) statuses.push((await signIn(`wrong password ${i}`, forged())).statusCode);
        expect(statuses).toEqual([401, 401, 401, 401, 401]);
        const locked = await signIn(PASSWORD, forged());
        expect(locked.statusCode).toBe(429);
        expect(locked.body).toContain('Too many failed sign-ins');
      },
    );

    it(
      trusted
        ? 'builds the API’s links on the proxy’s X-Forwarded-Host and -Proto'
        : 'builds the API’s links on Host, not on X-Forwarded-Host',
      async () => {
        const show = await app.inject({
          url: '/api/3/action/package_show?id=groundwater-wells',
          headers: { host: HOST, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
        });
        const { result } = show.json() as { result: { url: string; resources: { url: string }[] } };
        const origin = trusted ? 'https://evil.example' : ORIGIN;
        expect(result.url).toBe(`${origin}/data/catalogue/groundwater-wells`);
        expect(result.resources[0]!.url.startsWith(`${origin}/downloads/`)).toBe(true);
        // Built on the request's host (SITE_URL unset): a shared cache keeps one answer per host.
        expect(show.headers['cache-control']).toBe('public, no-cache');
        expect(String(show.headers.vary).split(/,\s*/)).toEqual(
          expect.arrayContaining(['Host', 'X-Forwarded-Host', 'X-Forwarded-Proto']),
        );
      },
    );
  });
}
