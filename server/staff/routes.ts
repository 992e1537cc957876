/**
 * The staff inbox at /staff (and /ar/staff), written on the server, never prerendered: sign-in, the list of
 * submissions with filters and search, one submission with its status and audit trail, event registrations,
 * CSV export. Closed, with a message, while no staff account exists. Every state change is a POST from the
 * inbox itself (Origin checked, SameSite=Strict cookie); failed sign-ins are rate-limited and logged.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BOM, toCsv } from '../../core/csv.ts';
import { parseForm } from '../form.ts';
import { originOf } from '../origin.ts';
import type { Store } from '../participation/db.ts';
import { memoryRateLimiter, type RateLimiter } from '../participation/rate-limit.ts';
import {
  checkSignIn,
  closeSession,
  hasAccounts,
  openSession,
  SESSION_HOURS,
  sessionUser,
} from './accounts.ts';
import { fill, STAFF_CSS, words } from './html.ts';
import {
  auditOf,
  changeStatus,
  countSubmissions,
  exportTable,
  findSubmissions,
  readFilter,
  registrations,
  STATUSES,
  submissionByReference,
} from './queries.ts';
import {
  closedPage,
  eventsPage,
  inboxPage,
  LIST_LIMIT,
  messagePage,
  signInPage,
  staffBase,
  submissionPage,
} from './views.ts';

const COOKIE = 'hail_staff';
/** Five failed sign-ins for one name from one address, then a quarter of an hour's wait. */
export const SIGN_IN_LIMITS = { limit: 5, windowMs: 15 * 60_000 };
const POLICY =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
const cookieOf = (req: FastifyRequest) =>
  /(?:^|;\s*)hail_staff=([A-Za-z0-9_-]+)/.exec(req.headers.cookie ?? '')?.[1];

export async function staffInbox(
  app: FastifyInstance,
  { store, signInLimiter }: { store: Store; signInLimiter?: RateLimiter },
) {
  const failures = signInLimiter ?? memoryRateLimiter(SIGN_IN_LIMITS);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, parseForm(body as string)),
  );
  app.get('/staff.css', (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(STAFF_CSS),
  );

  const send = (reply: FastifyReply, body: string, status = 200) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .headers({ 'Content-Security-Policy': POLICY, 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' })
      .send(body);

  for (const lang of ['en', 'ar'] as const) {
    const w = words[lang];
    const base = staffBase(lang);

    /** The signed-in user, or an answer already sent (closed inbox, sign-in form). */
    async function gate(req: FastifyRequest, reply: FastifyReply) {
      if (!(await hasAccounts(store))) {
        send(reply, closedPage(lang), 503);
        return null;
      }
      const user = await sessionUser(store, cookieOf(req));
      if (!user) send(reply, signInPage(lang), 401);
      return user;
    }

    /** A state change must come from the inbox's own pages. */
    const sameOrigin = (req: FastifyRequest) => req.headers.origin === originOf(req);

    app.post(`${base}/sign-in`, async (req, reply) => {
      if (!(await hasAccounts(store))) return send(reply, closedPage(lang), 503);
      if (!sameOrigin(req)) return send(reply, signInPage(lang, w.origin), 403);
      const form = (req.body ?? {}) as Record<string, string | string[]>;
      const username = String(form.username ?? '')
        .trim()
        .toLowerCase()
        .slice(0, 40);
      const password = String(form.password ?? '').slice(0, 200);
      const limit = await failures.take(`${req.ip}|${username}`);
      // Counted before checking: a flood of guesses costs nothing beyond the limit.
      if (!limit.allowed) {
        req.log.warn({ username, ip: req.ip }, 'staff sign-in refused: too many failures');
        reply.header('Retry-After', String(limit.retryAfterSeconds));
        const minutes = Math.ceil(limit.retryAfterSeconds / 60);
        return send(reply, signInPage(lang, fill(w.tooMany, { minutes })), 429);
      }
      const user = await checkSignIn(store, username, password);
      if (!user) {
        app.log.warn({ username, ip: req.ip }, 'staff sign-in failed');
        return send(reply, signInPage(lang, w.wrong), 401);
      }
      await failures.forget(`${req.ip}|${username}`);
      const token = await openSession(store, user);
      const secure = req.protocol === 'https' ? '; Secure' : '';
      return reply
        .header(
          'Set-Cookie',
          `${COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${SESSION_HOURS * 3600}${secure}`,
        )
        .redirect(base, 303);
    });

    app.post(`${base}/sign-out`, async (req, reply) => {
      if (sameOrigin(req)) await closeSession(store, cookieOf(req));
      return reply
        .header('Set-Cookie', `${COOKIE}=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0`)
        .redirect(base, 303);
    });

    app.get(base, async (req, reply) => {
      const user = await gate(req, reply);
      if (!user) return reply;
      const filter = readFilter(req.query as Record<string, unknown>);
      const rows = await findSubmissions(store, filter, LIST_LIMIT + 1);
      return send(reply, inboxPage(lang, user, filter, rows, await countSubmissions(store)));
    });

    app.get(`${base}/submissions/:reference`, async (req, reply) => {
      const user = await gate(req, reply);
      if (!user) return reply;
      const row = await submissionByReference(store, (req.params as { reference: string }).reference);
      if (!row) return send(reply, messagePage(lang, w.notFound, user, true), 404);
      return send(reply, submissionPage(lang, user, row, await auditOf(store, row.id)));
    });

    app.post(`${base}/submissions/:reference/status`, async (req, reply) => {
      const user = await gate(req, reply);
      if (!user) return reply;
      if (!sameOrigin(req)) return send(reply, messagePage(lang, w.origin, user), 403);
      const reference = (req.params as { reference: string }).reference;
      const row = await submissionByReference(store, reference);
      if (!row) return send(reply, messagePage(lang, w.notFound, user, true), 404);
      const form = (req.body ?? {}) as Record<string, string | string[]>;
      const next = STATUSES.find((s) => s === form.status);
      const note = String(form.note ?? '')
        .trim()
        .slice(0, 1000);
      if (next) await changeStatus(store, row, user, next, note);
      return reply.redirect(`${base}/submissions/${encodeURIComponent(reference)}`, 303);
    });

    app.get(`${base}/events`, async (req, reply) => {
      const user = await gate(req, reply);
      if (!user) return reply;
      return send(reply, eventsPage(lang, user, await registrations(store)));
    });

    app.get(`${base}/export.csv`, async (req, reply) => {
      const user = await gate(req, reply);
      if (!user) return reply;
      const rows = await findSubmissions(store, readFilter(req.query as Record<string, unknown>));
      return reply
        .type('text/csv; charset=utf-8')
        .headers({
          'Content-Disposition': `attachment; filename="hail-participation-${new Date().toISOString().slice(0, 10)}.csv"`,
          'Cache-Control': 'no-store',
          'X-Robots-Tag': 'noindex',
        })
        .send(BOM + toCsv(exportTable(rows)));
    });
  }
}
