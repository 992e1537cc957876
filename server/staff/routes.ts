/**
 * The staff inbox's routes at /staff (and /ar/staff): each reads the store and names the page to show, an Astro
 * page rendered on demand (app/pages/[...lang]/staff/, through server/on-demand.ts): sign-in, the list of
 * submissions with filters and search, one submission with its status and audit trail, event registrations,
 * CSV export. Closed, with a message, while no staff account exists. Every state change is a POST from the
 * inbox itself (Origin checked, SameSite=Strict cookie). Sign-in attempts are counted per address and per name
 * before any password is hashed, the hashes themselves wait in a bounded line (accounts.ts), and failures are
 * logged. Every error is a page of the inbox in its language: 400 for a form it cannot read, 503 while the
 * database is away, 500 otherwise, never a driver's message.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BOM, toCsv } from '../../core/csv.ts';
import { parseForm } from '../form.ts';
import { originOf } from '../origin.ts';
import { isDatabaseAway, type Store } from '../store/db.ts';
import { clientKey } from '../proxy.ts';
import { memoryRateLimiter, type RateLimiter } from '../store/rate-limit.ts';
import { Busy } from './hash-queue.ts';
import {
  checkSignIn,
  closeSession,
  hasAccounts,
  openSession,
  SESSION_HOURS,
  sessionUser,
  accountOf,
  READS_INBOX,
} from './accounts.ts';
import {
  auditOf,
  changeStatus,
  countSubmissions,
  exportTable,
  findSubmissions,
  registrations,
  submissionByReference,
} from './queries.ts';
import {
  LIST_LIMIT,
  readFilter,
  staffBase,
  STATUSES,
  type StaffMessage,
  type StaffView,
} from '../../core/participation/inbox.ts';
import type { Language } from '../../core/paths.ts';
import type { Render } from '../on-demand.ts';

const COOKIE = 'hail_staff';
/**
 * Sign-in attempts per quarter of an hour: five for one name (from anywhere; a right password clears its count),
 * thirty from one address (whatever the names, so a client that changes the name is stopped too). Both are
 * counted before the password is checked.
 */
export const SIGN_IN_LIMITS = {
  name: { limit: 5, windowMs: 15 * 60_000 },
  address: { limit: 30, windowMs: 15 * 60_000 },
};
export type SignInLimiters = { name: RateLimiter; address: RateLimiter };
/** A field of a form: its text, or undefined when it is missing or not text (a list, an object sent as JSON). */
const field = (form: unknown, name: string) => {
  const value = (form as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value : undefined;
};
class BadForm extends Error {}
const POLICY =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
/** Where each view's page is, under /staff (app/pages/[...lang]/staff/). */
const pagePath = (view: StaffView) =>
  view.page === 'inbox'
    ? ''
    : view.page === 'submission'
      ? `/submissions/${encodeURIComponent(view.row.reference)}`
      : `/${view.page}`;
const cookieOf = (req: FastifyRequest) =>
  /(?:^|;\s*)hail_staff=([A-Za-z0-9_-]+)/.exec(req.headers.cookie ?? '')?.[1];

export async function staffInbox(
  app: FastifyInstance,
  { store, signInLimiters, render }: { store: Store; signInLimiters?: SignInLimiters; render: Render },
) {
  const attempts = signInLimiters ?? {
    name: memoryRateLimiter(SIGN_IN_LIMITS.name),
    address: memoryRateLimiter(SIGN_IN_LIMITS.address),
  };
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, parseForm(body as string)),
  );
  /** The page `view.page` of the inbox (app/pages/[...lang]/staff/), in `lang`, with what it shows. */
  const show = (req: FastifyRequest, reply: FastifyReply, lang: Language, view: StaffView, status = 200) =>
    render(req, reply, staffBase(lang) + pagePath(view), {
      status,
      headers: { 'Content-Security-Policy': POLICY, 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
      staff: view,
    });
  const message = (message: StaffMessage, user: string | null = null, back = true) =>
    ({ page: 'message', message, user, back }) as const;

  app.setErrorHandler((error: FastifyError, req, reply) => {
    const lang = /^\/ar\//.test(req.url) ? 'ar' : 'en';
    if (error instanceof BadForm || (error.statusCode && error.statusCode < 500))
      return show(req, reply, lang, message('badForm'), error.statusCode ?? 400);
    if (isDatabaseAway(error)) {
      req.log.warn(`staff inbox: database away: ${(error as { code?: string }).code ?? error.message}`);
      reply.header('Retry-After', '30');
      return show(req, reply, lang, message('unavailable'), 503);
    }
    req.log.error(error);
    return show(req, reply, lang, message('failed'), 500);
  });

  for (const lang of ['en', 'ar'] as const) {
    const base = staffBase(lang);
    const page = (req: FastifyRequest, reply: FastifyReply, view: StaffView, status?: number) =>
      show(req, reply, lang, view, status);

    /** The signed-in user, or an answer already sent (closed inbox, sign-in form). */
    async function gate(req: FastifyRequest, reply: FastifyReply) {
      await store.ready();
      if (!(await hasAccounts(store))) {
        await page(req, reply, { page: 'closed' }, 503);
        return null;
      }
      const user = await sessionUser(store, cookieOf(req));
      if (!user) {
        await page(req, reply, { page: 'sign-in' }, 401);
        return null;
      }
      // The inbox is its readers' and the administrators'; an editor publishes
      const account = await accountOf(store, user);
      if (!account || !READS_INBOX.includes(account.role)) {
        await page(req, reply, message('notReader', user, false), 403);
        return null;
      }
      return user;
    }

    /** A state change must come from the inbox's own pages. */
    const sameOrigin = (req: FastifyRequest) => req.headers.origin === originOf(req);

    app.post(`${base}/sign-in`, async (req, reply) => {
      await store.ready();
      if (!(await hasAccounts(store))) return page(req, reply, { page: 'closed' }, 503);
      if (!sameOrigin(req)) return page(req, reply, { page: 'sign-in', error: 'origin' }, 403);
      const [name, secret] = [field(req.body, 'username'), field(req.body, 'password')];
      if (name === undefined || secret === undefined) throw new BadForm();
      const username = name.trim().toLowerCase().slice(0, 40);
      const password = secret.slice(0, 200);
      const address = clientKey(req.ip);
      // Counted before any hashing, the address first: a flood of guesses costs nothing beyond the limits.
      for (const [limiter, who] of [
        [attempts.address, address],
        [attempts.name, username],
      ] as const) {
        const limit = await limiter.take(who);
        if (limit.allowed) continue;
        req.log.warn({ username, address }, 'staff sign-in refused: too many attempts');
        reply.header('Retry-After', String(limit.retryAfterSeconds));
        const minutes = Math.ceil(limit.retryAfterSeconds / 60);
        return page(req, reply, { page: 'sign-in', error: 'tooMany', minutes }, 429);
      }
      let user: string | null;
      try {
        user = await checkSignIn(store, username, password);
      } catch (error) {
        if (!(error instanceof Busy)) throw error;
        req.log.warn({ username, address }, 'staff sign-in refused: too many password checks at once');
        reply.header('Retry-After', '5');
        return page(req, reply, { page: 'sign-in', error: 'busy' }, 429);
      }
      if (!user) {
        req.log.warn({ username, address }, 'staff sign-in failed');
        return page(req, reply, { page: 'sign-in', error: 'wrong' }, 401);
      }
      await attempts.name.forget(username);
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
      const total = await countSubmissions(store);
      return page(req, reply, { page: 'inbox', user, filter, rows, total });
    });

    app.get(`${base}/submissions/:reference`, async (req, reply) => {
      const user = await gate(req, reply);
      if (!user) return reply;
      const row = await submissionByReference(store, (req.params as { reference: string }).reference);
      if (!row) return page(req, reply, message('notFound', user), 404);
      return page(req, reply, { page: 'submission', user, row, audit: await auditOf(store, row.id) });
    });

    app.post(`${base}/submissions/:reference/status`, async (req, reply) => {
      const user = await gate(req, reply);
      if (!user) return reply;
      if (!sameOrigin(req)) return page(req, reply, message('origin', user, false), 403);
      const reference = (req.params as { reference: string }).reference;
      const row = await submissionByReference(store, reference);
      if (!row) return page(req, reply, message('notFound', user), 404);
      const [status, text] = [field(req.body, 'status'), field(req.body, 'note') ?? ''];
      if (status === undefined) throw new BadForm();
      const next = STATUSES.find((s) => s === status);
      const note = text.trim().slice(0, 1000);
      if (next) await changeStatus(store, row, user, next, note);
      return reply.redirect(`${base}/submissions/${encodeURIComponent(reference)}`, 303);
    });

    app.get(`${base}/events`, async (req, reply) => {
      const user = await gate(req, reply);
      if (!user) return reply;
      return page(req, reply, { page: 'events', user, registrations: await registrations(store) });
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
