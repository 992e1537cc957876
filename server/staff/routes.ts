/**
 * The staff inbox at /staff (and /ar/staff), written on the server, never prerendered: sign-in, the list of
 * submissions with filters and search, one submission with its status and audit trail, event registrations,
 * CSV export. Closed, with a message, while no staff account exists. Every state change is a POST from the
 * inbox itself (Origin checked, SameSite=Strict cookie); failed sign-ins are rate-limited and logged.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { participate } from '../../content/participate.ts';
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
import { fill, html, Html, page, STAFF_CSS, words } from './html.ts';

const COOKIE = 'hail_staff';
/** Five failed sign-ins for one name from one address, then a quarter of an hour's wait. */
export const SIGN_IN_LIMITS = { limit: 5, windowMs: 15 * 60_000 };
const POLICY =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
const STATUSES = ['new', 'in-review', 'answered', 'closed'] as const;
const KINDS = ['feedback', 'data-request', 'registration', 'newsletter'] as const;
const LIST_LIMIT = 200;

type Submission = {
  id: number;
  reference: string;
  kind: string;
  language: string;
  status: string;
  payload: string;
  created_at: string;
};

const cookieOf = (req: FastifyRequest) =>
  /(?:^|;\s*)hail_staff=([A-Za-z0-9_-]+)/.exec(req.headers.cookie ?? '')?.[1];

/** A formula-looking cell is made text, so that a spreadsheet never runs what a visitor wrote. */
const cell = (value: unknown) => {
  const text =
    value === undefined || value === null ? '' : Array.isArray(value) ? value.join('; ') : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

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
    const base = lang === 'ar' ? '/ar/staff' : '/staff';
    const kindName = (kind: string) => w.kinds[kind as keyof typeof w.kinds] ?? kind;
    const statusName = (status: string) => w.statuses[status as keyof typeof w.statuses] ?? status;

    /** The signed-in user, or an answer already sent (closed inbox, sign-in form). */
    async function gate(req: FastifyRequest, reply: FastifyReply) {
      if (!(await hasAccounts(store))) {
        send(
          reply,
          page(
            lang,
            w.title,
            html`<h1>${w.title}</h1>
              <p class="card">${w.closed}</p>`,
          ),
          503,
        );
        return null;
      }
      const user = await sessionUser(store, cookieOf(req));
      if (!user) send(reply, signInPage(), 401);
      return user;
    }

    function signInPage(error?: string) {
      return page(
        lang,
        w.signIn,
        html`<h1>${w.signIn}</h1>
          <form method="post" action="${base}/sign-in" class="card stack">
            ${error ? html`<p class="error" role="alert">${error}</p>` : ''}
            <div>
              <label for="username">${w.username}</label>
              <input id="username" name="username" autocomplete="username" required maxlength="40" />
            </div>
            <div>
              <label for="password">${w.password}</label>
              <input
                id="password"
                name="password"
                type="password"
                autocomplete="current-password"
                required
                maxlength="200"
              />
            </div>
            <button type="submit">${w.signIn}</button>
          </form>`,
      );
    }

    /** A state change must come from the inbox's own pages. */
    const sameOrigin = (req: FastifyRequest) => req.headers.origin === originOf(req);

    app.post(`${base}/sign-in`, async (req, reply) => {
      if (!(await hasAccounts(store)))
        return send(reply, page(lang, w.title, html`<p class="card">${w.closed}</p>`), 503);
      if (!sameOrigin(req)) return send(reply, signInPage(w.origin), 403);
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
        return send(
          reply,
          signInPage(fill(w.tooMany, { minutes: Math.ceil(limit.retryAfterSeconds / 60) })),
          429,
        );
      }
      const user = await checkSignIn(store, username, password);
      if (!user) {
        app.log.warn({ username, ip: req.ip }, 'staff sign-in failed');
        return send(reply, signInPage(w.wrong), 401);
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

    /** The submissions a filter asks for, newest first. */
    async function find(query: Record<string, string | string[] | undefined>, limit?: number) {
      const kind = KINDS.find((k) => k === query.kind);
      const status = STATUSES.find((s) => s === query.status);
      const q = typeof query.q === 'string' ? query.q.trim().slice(0, 200).toLowerCase() : '';
      let select = store.db.selectFrom('submissions').selectAll();
      if (kind) select = select.where('kind', '=', kind);
      if (status) select = select.where('status', '=', status);
      if (q)
        select = select.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['payload']), 'like', `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
            eb(eb.fn('lower', ['reference']), '=', q),
          ]),
        );
      const rows = (await select
        .orderBy('id', 'desc')
        .$if(limit !== undefined, (s) => s.limit(limit!))
        .execute()) as Submission[];
      return { rows, kind, status, q };
    }

    const summaryOf = (row: Submission) => {
      const p = JSON.parse(row.payload) as Record<string, unknown>;
      const text = p.message ?? p.data ?? (p.event ? `${p.event}: ${p.name} <${p.email}>` : p.email);
      return String(text ?? '').slice(0, 240);
    };

    const options = (values: readonly string[], chosen: string | undefined, name: (v: string) => string) => [
      html`<option value="">${w.all}</option>`,
      ...values.map(
        (v) => html`<option value="${v}" ${new Html(v === chosen ? ' selected' : '')}>${name(v)}</option>`,
      ),
    ];

    app.get(base, async (req, reply) => {
      const user = await gate(req, reply);
      if (!user) return reply;
      const query = req.query as Record<string, string | undefined>;
      const { rows, kind, status, q } = await find(query, LIST_LIMIT + 1);
      const total = Number(
        (
          await store.db
            .selectFrom('submissions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      const shown = rows.slice(0, LIST_LIMIT);
      const exportQuery = new URLSearchParams(
        Object.entries({ kind, status, q }).filter(([, v]) => v) as [string, string][],
      );
      return send(
        reply,
        page(
          lang,
          w.inbox,
          html`<nav class="tabs">
              <a href="${base}" aria-current="page">${w.inbox}</a><a href="${base}/events">${w.events}</a>
            </nav>
            <h1>${w.inbox}</h1>
            <form class="filters" method="get" action="${base}" role="search">
              <div>
                <label for="kind">${w.kind}</label
                ><select id="kind" name="kind">
                  ${options(KINDS, kind, kindName)}
                </select>
              </div>
              <div>
                <label for="status">${w.status}</label
                ><select id="status" name="status">
                  ${options(STATUSES, status, statusName)}
                </select>
              </div>
              <div>
                <label for="q">${w.search}</label
                ><input id="q" name="q" type="search" value="${q}" maxlength="200" />
              </div>
              <button type="submit">${w.filter}</button>
              <a href="${base}/export.csv${exportQuery.size ? `?${exportQuery}` : ''}">${w.export}</a>
            </form>
            <p class="muted" role="status">${fill(w.shown, { count: shown.length, total })}</p>
            ${rows.length > LIST_LIMIT ? html`<p class="muted">${fill(w.more, { count: LIST_LIMIT })}</p>` : ''}
            ${
              shown.length
                ? html`<table>
                    <thead>
                      <tr>
                        <th scope="col">${w.reference}</th>
                        <th scope="col">${w.kind}</th>
                        <th scope="col">${w.status}</th>
                        <th scope="col">${w.received}</th>
                        <th scope="col">${w.summary}</th>
                      </tr>
                    </thead>
                    <tbody>
                      ${shown.map(
                        (r) =>
                          html`<tr>
                            <th scope="row">
                              <a href="${base}/submissions/${r.reference}">${r.reference}</a>
                            </th>
                            <td>${kindName(r.kind)}</td>
                            <td>${statusName(r.status)}</td>
                            <td>${r.created_at.slice(0, 16).replace('T', ' ')}</td>
                            <td class="summary" dir="auto">${summaryOf(r)}</td>
                          </tr>`,
                      )}
                    </tbody>
                  </table>`
                : html`<p class="card">${w.none}</p>`
            }`,
          user,
        ),
      );
    });

    async function submission(reference: string) {
      return (await store.db
        .selectFrom('submissions')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirst()) as Submission | undefined;
    }

    app.get(`${base}/submissions/:reference`, async (req, reply) => {
      const user = await gate(req, reply);
      if (!user) return reply;
      const row = await submission((req.params as { reference: string }).reference);
      if (!row)
        return send(
          reply,
          page(
            lang,
            w.notFound,
            html`<p class="card">${w.notFound}</p>
              <p><a href="${base}">${w.back}</a></p>`,
            user,
          ),
          404,
        );
      const audit = await store.db
        .selectFrom('audit')
        .selectAll()
        .where('submission_id', '=', row.id)
        .orderBy('id')
        .execute();
      const fields = Object.entries(JSON.parse(row.payload) as Record<string, unknown>);
      return send(
        reply,
        page(
          lang,
          row.reference,
          html`<p><a href="${base}">${w.back}</a></p>
            <h1>${kindName(row.kind)} <span dir="ltr">${row.reference}</span></h1>
            <div class="card">
              <dl>
                <dt>${w.status}</dt>
                <dd>${statusName(row.status)}</dd>
                <dt>${w.received}</dt>
                <dd>${row.created_at}</dd>
                <dt>${w.language}</dt>
                <dd>${row.language}</dd>
                ${fields.map(
                  ([k, v]) =>
                    html`<dt>${k}</dt>
                      <dd dir="auto">${Array.isArray(v) ? v.join(', ') : v}</dd>`,
                )}
              </dl>
            </div>
            <form method="post" action="${base}/submissions/${row.reference}/status" class="card stack">
              <h2>${w.change}</h2>
              <div>
                <label for="status">${w.status}</label
                ><select id="status" name="status">
                  ${STATUSES.map(
                    (s) =>
                      html`<option value="${s}" ${new Html(s === row.status ? ' selected' : '')}>
                        ${statusName(s)}
                      </option>`,
                  )}
                </select>
              </div>
              <div>
                <label for="note">${w.note}</label
                ><textarea id="note" name="note" maxlength="1000" rows="3" cols="60"></textarea>
              </div>
              <button type="submit">${w.save}</button>
            </form>
            <h2>${w.audit}</h2>
            <table>
              <thead>
                <tr>
                  <th scope="col">${w.when}</th>
                  <th scope="col">${w.who}</th>
                  <th scope="col">${w.what}</th>
                </tr>
              </thead>
              <tbody>
                ${audit.map(
                  (a) =>
                    html`<tr>
                      <td>${a.at.slice(0, 19).replace('T', ' ')}</td>
                      <td>${a.actor}</td>
                      <td>
                        ${w.actions[a.action as keyof typeof w.actions] ?? a.action}${a.detail ? html`: ${a.detail}` : ''}
                      </td>
                    </tr>`,
                )}
              </tbody>
            </table>`,
          user,
        ),
      );
    });

    app.post(`${base}/submissions/:reference/status`, async (req, reply) => {
      const user = await gate(req, reply);
      if (!user) return reply;
      if (!sameOrigin(req))
        return send(reply, page(lang, w.title, html`<p class="card error">${w.origin}</p>`, user), 403);
      const reference = (req.params as { reference: string }).reference;
      const row = await submission(reference);
      if (!row)
        return send(reply, page(lang, w.notFound, html`<p class="card">${w.notFound}</p>`, user), 404);
      const form = (req.body ?? {}) as Record<string, string | string[]>;
      const next = STATUSES.find((s) => s === form.status);
      const note = String(form.note ?? '')
        .trim()
        .slice(0, 1000);
      if (next && (next !== row.status || note)) {
        const at = new Date().toISOString();
        await store.db.transaction().execute(async (tx) => {
          await tx
            .updateTable('submissions')
            .set({ status: next, closed_at: next === 'closed' ? at : null })
            .where('id', '=', row.id)
            .execute();
          await tx
            .insertInto('audit')
            .values({
              submission_id: row.id,
              actor: user,
              action: 'status',
              detail: `${row.status} → ${next}${note ? ` · ${note}` : ''}`,
              at,
            })
            .execute();
        });
      }
      return reply.redirect(`${base}/submissions/${encodeURIComponent(reference)}`, 303);
    });

    app.get(`${base}/events`, async (req, reply) => {
      const user = await gate(req, reply);
      if (!user) return reply;
      const seats = await store.db.selectFrom('event_seats').selectAll().execute();
      const people = await store.db
        .selectFrom('registrations')
        .innerJoin('submissions', 'submissions.id', 'registrations.submission_id')
        .select([
          'registrations.event_id',
          'submissions.reference',
          'submissions.payload',
          'submissions.created_at',
        ])
        .orderBy('submissions.id')
        .execute();
      const blocks: Html[] = participate.events.map((event) => {
        const seat = seats.find((s) => s.event_id === event.id);
        const list = people.filter((p) => p.event_id === event.id);
        return html`<section class="card">
          <h2>${event.title[lang]} <span class="muted">(${event.date})</span></h2>
          <p>${w.capacity}: ${event.capacity} · ${w.taken}: ${seat?.taken ?? 0}</p>
          ${
            list.length
              ? html`<table>
                  <thead>
                    <tr>
                      <th scope="col">${w.reference}</th>
                      <th scope="col">${w.name}</th>
                      <th scope="col">${w.email}</th>
                      <th scope="col">${w.received}</th>
                    </tr>
                  </thead>
                  <tbody>
                    ${list.map((p) => {
                      const v = JSON.parse(p.payload) as { name?: string; email?: string };
                      return html`<tr>
                        <th scope="row"><a href="${base}/submissions/${p.reference}">${p.reference}</a></th>
                        <td>${v.name}</td>
                        <td dir="ltr">${v.email}</td>
                        <td>${p.created_at.slice(0, 16).replace('T', ' ')}</td>
                      </tr>`;
                    })}
                  </tbody>
                </table>`
              : html`<p class="muted">${w.noRegistrations}</p>`
          }
        </section>`;
      });
      return send(
        reply,
        page(
          lang,
          w.events,
          html`<nav class="tabs">
              <a href="${base}">${w.inbox}</a><a href="${base}/events" aria-current="page">${w.events}</a>
            </nav>
            <h1>${w.events}</h1>
            ${blocks}`,
          user,
        ),
      );
    });

    app.get(`${base}/export.csv`, async (req, reply) => {
      const user = await gate(req, reply);
      if (!user) return reply;
      const { rows } = await find(req.query as Record<string, string | undefined>);
      const fields = [
        'topic',
        'page',
        'message',
        'data',
        'purpose',
        'format',
        'organisation',
        'event',
        'topics',
        'name',
        'email',
      ];
      const table = [
        ['reference', 'kind', 'status', 'language', 'received', ...fields],
        ...rows.map((r) => {
          const p = JSON.parse(r.payload) as Record<string, unknown>;
          return [r.reference, r.kind, r.status, r.language, r.created_at, ...fields.map((f) => cell(p[f]))];
        }),
      ];
      return reply
        .type('text/csv; charset=utf-8')
        .headers({
          'Content-Disposition': `attachment; filename="hail-participation-${new Date().toISOString().slice(0, 10)}.csv"`,
          'Cache-Control': 'no-store',
          'X-Robots-Tag': 'noindex',
        })
        .send(BOM + toCsv(table));
    });
  }
}
