/**
 * What the privacy notes promise (content/participate.ts): closed feedback and data requests are deleted 24 months
 * after they were closed, newsletter addresses 30 days after unsubscribing, event registrations 6 months after the
 * event. `purge` deletes them with their audit lines; the server runs it at start and once a day.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database, Store } from '../store/db.ts';

const DAY = 24 * 3600_000;
export const RETENTION = { closedMonths: 24, unsubscribedDays: 30, afterEventMonths: 6 } as const;

const monthsBefore = (now: Date, months: number) => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
};

async function remove(tx: Transaction<Database> | Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return;
  await tx.deleteFrom('registrations').where('submission_id', 'in', ids).execute();
  await tx.deleteFrom('subscriptions').where('submission_id', 'in', ids).execute();
  await tx.deleteFrom('audit').where('submission_id', 'in', ids).execute();
  await tx.deleteFrom('submissions').where('id', 'in', ids).execute();
}

export async function purge(store: Store, events: readonly { id: string; date: string }[], now = new Date()) {
  const closedBefore = monthsBefore(now, RETENTION.closedMonths).toISOString();
  const unsubscribedBefore = new Date(now.getTime() - RETENTION.unsubscribedDays * DAY).toISOString();
  const pastEvents = events
    .filter((e) => monthsBefore(now, RETENTION.afterEventMonths).toISOString().slice(0, 10) > e.date)
    .map((e) => e.id);
  return store.db.transaction().execute(async (tx) => {
    const closed = await tx
      .selectFrom('submissions')
      .select('id')
      .where('closed_at', 'is not', null)
      .where('closed_at', '<', closedBefore)
      .execute();
    const unsubscribed = await tx
      .selectFrom('subscriptions')
      .select('submission_id as id')
      .where('unsubscribed_at', 'is not', null)
      .where('unsubscribed_at', '<', unsubscribedBefore)
      .execute();
    const registrations = pastEvents.length
      ? await tx
          .selectFrom('registrations')
          .select('submission_id as id')
          .where('event_id', 'in', pastEvents)
          .execute()
      : [];
    const ids = [...new Set([...closed, ...unsubscribed, ...registrations].map((r) => Number(r.id)))];
    await remove(tx, ids);
    return ids.length;
  });
}
