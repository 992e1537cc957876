/** The staff inbox's pages, one function each: what they show, in the page's language, from what the routes read. */
import { participate } from '../../content/participate.ts';
import { fill, html, Html, page, words, type Lang, type Words } from './html.ts';
import {
  KINDS,
  STATUSES,
  type AuditRow,
  type Filter,
  type Registrations,
  type Submission,
} from './queries.ts';

/** How many submissions the list shows; the export has them all. */
export const LIST_LIMIT = 200;

export const staffBase = (lang: Lang) => (lang === 'ar' ? '/ar/staff' : '/staff');
const kindName = (lang: Lang, kind: string) => words[lang].kinds[kind as keyof Words['kinds']] ?? kind;
const statusName = (lang: Lang, status: string) =>
  words[lang].statuses[status as keyof Words['statuses']] ?? status;
const minute = (iso: string) => iso.slice(0, 16).replace('T', ' ');

export function closedPage(lang: Lang) {
  const w = words[lang];
  return page(
    lang,
    w.title,
    html`<h1>${w.title}</h1>
      <p class="card">${w.closed}</p>`,
  );
}

/** A message in a card (not found, refused), with the way back to the list when asked. */
export function messagePage(lang: Lang, text: string, user: string | null, back = false) {
  const w = words[lang];
  return page(
    lang,
    text,
    html`<p class="card">${text}</p>
      ${back ? html`<p><a href="${staffBase(lang)}">${w.back}</a></p>` : ''}`,
    user,
  );
}

export function signInPage(lang: Lang, error?: string) {
  const w = words[lang];
  return page(
    lang,
    w.signIn,
    html`<h1>${w.signIn}</h1>
      <form method="post" action="${staffBase(lang)}/sign-in" class="card stack">
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

const tabs = (lang: Lang, current: 'inbox' | 'events') => {
  const w = words[lang];
  const base = staffBase(lang);
  const here = (tab: string) => new Html(tab === current ? ' aria-current="page"' : '');
  return html`<nav class="tabs">
    <a href="${base}" ${here('inbox')}>${w.inbox}</a
    ><a href="${base}/events" ${here('events')}>${w.events}</a>
  </nav>`;
};

const options = (
  lang: Lang,
  values: readonly string[],
  chosen: string | undefined,
  name: (v: string) => string,
) => [
  html`<option value="">${words[lang].all}</option>`,
  ...values.map(
    (v) => html`<option value="${v}" ${new Html(v === chosen ? ' selected' : '')}>${name(v)}</option>`,
  ),
];

/** What a submission says in a line: the message, the data asked for, the registration or the address. */
const summaryOf = (row: Submission) => {
  const p = JSON.parse(row.payload) as Record<string, unknown>;
  const text = p.message ?? p.data ?? (p.event ? `${p.event}: ${p.name} <${p.email}>` : p.email);
  return String(text ?? '').slice(0, 240);
};

/** The list: filters, the export link for the same filter, and up to LIST_LIMIT rows (`rows` may hold one more). */
export function inboxPage(lang: Lang, user: string, filter: Filter, rows: Submission[], total: number) {
  const w = words[lang];
  const base = staffBase(lang);
  const shown = rows.slice(0, LIST_LIMIT);
  const exportQuery = new URLSearchParams(Object.entries(filter).filter(([, v]) => v) as [string, string][]);
  return page(
    lang,
    w.inbox,
    html`${tabs(lang, 'inbox')}
      <h1>${w.inbox}</h1>
      <form class="filters" method="get" action="${base}" role="search">
        <div>
          <label for="kind">${w.kind}</label
          ><select id="kind" name="kind">
            ${options(lang, KINDS, filter.kind, (k) => kindName(lang, k))}
          </select>
        </div>
        <div>
          <label for="status">${w.status}</label
          ><select id="status" name="status">
            ${options(lang, STATUSES, filter.status, (s) => statusName(lang, s))}
          </select>
        </div>
        <div>
          <label for="q">${w.search}</label
          ><input id="q" name="q" type="search" value="${filter.q}" maxlength="200" />
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
                      <th scope="row"><a href="${base}/submissions/${r.reference}">${r.reference}</a></th>
                      <td>${kindName(lang, r.kind)}</td>
                      <td>${statusName(lang, r.status)}</td>
                      <td>${minute(r.created_at)}</td>
                      <td class="summary" dir="auto">${summaryOf(r)}</td>
                    </tr>`,
                )}
              </tbody>
            </table>`
          : html`<p class="card">${w.none}</p>`
      }`,
    user,
  );
}

/** One submission: every field sent, the status form and the audit trail. */
export function submissionPage(lang: Lang, user: string, row: Submission, audit: AuditRow[]) {
  const w = words[lang];
  const base = staffBase(lang);
  const fields = Object.entries(JSON.parse(row.payload) as Record<string, unknown>);
  return page(
    lang,
    row.reference,
    html`<p><a href="${base}">${w.back}</a></p>
      <h1>${kindName(lang, row.kind)} <span dir="ltr">${row.reference}</span></h1>
      <div class="card">
        <dl>
          <dt>${w.status}</dt>
          <dd>${statusName(lang, row.status)}</dd>
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
                  ${statusName(lang, s)}
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
                  ${w.actions[a.action as keyof Words['actions']] ?? a.action}${a.detail ? html`: ${a.detail}` : ''}
                </td>
              </tr>`,
          )}
        </tbody>
      </table>`,
    user,
  );
}

/** Each event of `content/` with its capacity, seats taken and who registered. */
export function eventsPage(lang: Lang, user: string, { seats, people }: Registrations) {
  const w = words[lang];
  const base = staffBase(lang);
  const blocks = participate.events.map((event) => {
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
                    <td>${minute(p.created_at)}</td>
                  </tr>`;
                })}
              </tbody>
            </table>`
          : html`<p class="muted">${w.noRegistrations}</p>`
      }
    </section>`;
  });
  return page(
    lang,
    w.events,
    html`${tabs(lang, 'events')}
      <h1>${w.events}</h1>
      ${blocks}`,
    user,
  );
}
