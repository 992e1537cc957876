/** What the staff inbox reads from and writes to the store: submissions by filter, one with its audit trail, status changes, registrations per event, the CSV table. */
import { sql } from 'kysely';
import type { Store } from '../store/db.ts';
import type { AuditRow, Filter, Registrations, Status, Submission } from '../../core/participation/inbox.ts';

/** The submissions a filter asks for, newest first: the search matches any text sent, or a reference exactly. */
export async function findSubmissions(store: Store, { kind, status, q }: Filter, limit?: number) {
  let select = store.db.selectFrom('submissions').selectAll();
  if (kind) select = select.where('kind', '=', kind);
  if (status) select = select.where('status', '=', status);
  if (q)
    select = select.where((eb) =>
      eb.or([
        // % and _ found as themselves: escaped, with the escape character named (SQLite has no default one)
        sql<boolean>`lower(payload) like ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`,
        eb(eb.fn('lower', ['reference']), '=', q),
      ]),
    );
  return (await select
    .orderBy('id', 'desc')
    .$if(limit !== undefined, (s) => s.limit(limit!))
    .execute()) as Submission[];
}

export async function countSubmissions(store: Store) {
  const { n } = await store.db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function submissionByReference(store: Store, reference: string) {
  return (await store.db
    .selectFrom('submissions')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst()) as Submission | undefined;
}

export const auditOf = (store: Store, submissionId: number): Promise<AuditRow[]> =>
  store.db.selectFrom('audit').selectAll().where('submission_id', '=', submissionId).orderBy('id').execute();

/** A new status (or a note on the same one), with its audit line, in one transaction. */
export async function changeStatus(store: Store, row: Submission, actor: string, next: Status, note: string) {
  if (next === row.status && !note) return;
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
        actor,
        action: 'status',
        detail: `${row.status} → ${next}${note ? ` · ${note}` : ''}`,
        at,
      })
      .execute();
  });
}

/** Seats taken per event and every registration, oldest first. */
export async function registrations(store: Store): Promise<Registrations> {
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
  return { seats, people };
}

const CSV_FIELDS = [
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

/** A formula-looking cell is made text, so that a spreadsheet never runs what a visitor wrote. */
const cell = (value: unknown) => {
  const text =
    value === undefined || value === null ? '' : Array.isArray(value) ? value.join('; ') : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

/** The export's rows: one column per field any form sends. */
export function exportTable(rows: Submission[]) {
  return [
    ['reference', 'kind', 'status', 'language', 'received', ...CSV_FIELDS],
    ...rows.map((r) => {
      const p = JSON.parse(r.payload) as Record<string, unknown>;
      return [r.reference, r.kind, r.status, r.language, r.created_at, ...CSV_FIELDS.map((f) => cell(p[f]))];
    }),
  ];
}
