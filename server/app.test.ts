import { rm } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { testBuild } from '../testing/test-build';

let dir: string;
let root: string;
let app: Awaited<ReturnType<typeof buildServer>>;

const script = 'console.log(1);'.repeat(200);
beforeAll(async () => {
  ({ dir, root } = await testBuild(
    {
      'index.html': '<h1>Home</h1><script>window.x = 1</script>',
      '404.html': '<h1>Oops! Page not found</h1>',
      'ar/404/index.html': '<h1>عذرًا! الصفحة غير موجودة</h1>',
      'ar/index.html': '<h1>الرئيسية</h1>',
      'about/index.html': '<h1>About</h1>' + 'x'.repeat(4000),
      '_astro/root-abc123.js': script,
      '_astro/root-abc123.js.gz': gzipSync(script),
      'robots.txt': 'User-agent: *',
    },
    { '/': "default-src 'self'; script-src 'self' 'sha256-home'; style-src 'self'" },
  ));
  app = await buildServer({ root });
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('portal server', () => {
  it('serves prerendered pages with and without a trailing slash', async () => {
    for (const url of ['/', '/about', '/about/']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ url: '/about?q=water' })).body).toContain('About');
  });

  it('gives each page the policy Astro wrote for it, and one that allows no inline script otherwise', async () => {
    for (const url of ['/', '/index.html'])
      expect((await app.inject({ url })).headers['content-security-policy'], url).toBe(
        "default-src 'self'; script-src 'self' 'sha256-home'; style-src 'self'; frame-ancestors 'self'",
      );
    for (const url of ['/ar', '/nope', '/_astro/root-abc123.js'])
      expect((await app.inject({ url })).headers['content-security-policy'], url).toMatch(
        /^default-src 'self';.* script-src 'self';.* frame-ancestors 'self'$/,
      );
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    for (const url of ['/nope', '/about/extra', '/404', '/_astro/missing.js', '/../package.json']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Oops! Page not found');
    }
  });

  it('answers unknown Arabic paths with the Arabic 404 page', async () => {
    for (const url of ['/ar/nope', '/ar/404', '/ar/about']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('عذرًا! الصفحة غير موجودة');
    }
    expect((await app.inject({ url: '/ar' })).body).toContain('الرئيسية');
    expect((await app.inject({ url: '/area' })).body).toContain('Oops! Page not found');
  });

  it('answers a malformed address with a page, not a crash', async () => {
    const res = await app.inject({ url: '/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Oops! Page not found');
  });

  it('caches hashed assets for a year and sends their precompressed file', async () => {
    const res = await app.inject({ url: '/_astro/root-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    const plain = await app.inject({ url: '/_astro/root-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    // The compressed sibling is never an address of its own.
    expect((await app.inject({ url: '/_astro/root-abc123.js.gz' })).statusCode).toBe(404);
  });

  it('sends HSTS when the request came over TLS, through a trusted proxy that says so', async () => {
    const behindProxy = await buildServer({ root, trustProxy: ['127.0.0.1'] });
    const proxied = await behindProxy.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000');
    expect((await behindProxy.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
    await behindProxy.close();
    // From a client no one said to trust, the header is only a claim.
    const forged = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers OPTIONS on a page with what it allows, and other methods with 405', async () => {
    const options = await app.inject({ method: 'OPTIONS', url: '/about' });
    expect(options.statusCode).toBe(204);
    expect(options.headers['allow']).toBe('GET, HEAD, OPTIONS');
    const post = await app.inject({ method: 'POST', url: '/about', payload: {} });
    expect(post.statusCode).toBe(405);
    expect(post.headers['allow']).toBe('GET, HEAD, OPTIONS');
    expect(post.body).toContain('Oops! Page not found');
  });

  it('refuses to start without a build', async () => {
    await expect(buildServer({ root: path.join(root, 'missing') })).rejects.toThrow(/npm run build/);
  });
});
