/**
 * Pages rendered on demand through the server: the server's status and headers over the page's, the page the
 * route names, and the spec's error screen in the visitor's language when a page fails while rendering.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages } from '../testing/test-build.ts';
import { onDemandPages } from './on-demand.ts';

describe('pages rendered on demand', () => {
  const app = Fastify();
  const logged: unknown[] = [];
  beforeAll(async () => {
    const render = onDemandPages(builtPages);
    app.get('/:lang/broken', (req, reply) =>
      // An inbox page handed what it cannot show: the page throws while rendering
      render(req, reply, (req.params as { lang: string }).lang === 'ar' ? '/ar/staff' : '/staff', {
        staff: { page: 'inbox', user: 'x', filter: { q: '' }, rows: null as never, total: 0 },
      }),
    );
    app.get('/closed', (req, reply) =>
      render(req, reply, '/staff/closed', {
        status: 503,
        headers: { 'Content-Security-Policy': "default-src 'none'", 'Cache-Control': 'no-store' },
        staff: { page: 'closed' },
      }),
    );
    app.get('/no-locals', (req, reply) => render(req, reply, '/staff/closed'));
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    afterAll(() => void (console.error = original));
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers with the status and headers the route gave, streamed, as UTF-8 HTML', async () => {
    const res = await app.inject('/closed');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain('no staff account is configured');
  });

  it('a page asked for without what it shows is not found', async () => {
    expect((await app.inject('/no-locals')).statusCode).toBe(404);
  });

  for (const [lang, title] of [
    ['en', 'Unexpected Application Error!'],
    ['ar', 'خطأ غير متوقع في التطبيق!'],
  ]) {
    it(`shows the spec's error screen with the message, never the stack (${lang})`, async () => {
      const res = await app.inject(`/${lang}/broken`);
      expect(res.statusCode).toBe(500);
      expect(res.body).toContain(`<h1 class="text-3xl font-bold">${title}</h1>`);
      expect(res.body).toMatch(/Cannot read properties of null/);
      expect(res.body).not.toMatch(/\bat .*\.mjs:\d+/);
    });
  }
});
