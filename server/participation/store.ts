/** Storing what visitors send: exactly once per idempotency key, with an unguessable reference and an audit line. */
import { randomBytes, randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { FormKind } from '../../core/participation/forms.ts';
import type { Database, Store } from '../store/db.ts';
import { SQLITE_CONSTRAINT_UNIQUE } from '../store/node-sqlite.ts';

const PREFIX: Record<FormKind, string> = {
  feedback: 'FB',
  'data-request': 'DR',
  registration: 'RG',
  newsletter: 'NL',
};
/** Crockford's base32: no I, L, O or U to misread when a reference is read out on the phone. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export const newReference = (kind: FormKind) =>
  `${PREFIX[kind]}-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

export class IdempotencyConflict extends Error {}
export class EventFull extends Error {}
export class AlreadyRegistered extends Error {}

export type Received = { reference: string; createdAt: string; created: boolean };

type Input = { kind: FormKind; language: string; payload: unknown; idempotencyKey: string; now?: Date };
type Steps = {
  /** Inside the transaction, before the record: may refuse (throws) or reserve (a seat). */
  before?: (tx: Transaction<Database>) => Promise<void>;
  /** Inside the transaction, after the record (its id). */
  after?: (tx: Transaction<Database>, id: number) => Promise<void>;
  /** A unique constraint failed and the key is new: what it means (or undefined: a reference collision). */
  onDuplicate?: () => Promise<Error | undefined>;
};

async function byKey(store: Store, input: Input): Promise<Received | undefined> {
  const found = await store.db
    .selectFrom('submissions')
    .select(['reference', 'kind', 'created_at'])
    .where('idempotency_key', '=', input.idempotencyKey)
    .executeTakeFirst();
  if (!found) return undefined;
  if (found.kind !== input.kind) throw new IdempotencyConflict();
  return { reference: found.reference, createdAt: found.created_at, created: false };
}

/**
 * Stores a validated form. A second send with the same key (a double click, a retry after a lost answer) finds
 * the first record and stores nothing; the same key for another kind of form is a conflict. Everything a
 * submission writes (seat, record, audit line) is one transaction: all of it or none.
 */
export async function receive(store: Store, input: Input, steps: Steps = {}): Promise<Received> {
  const earlier = await byKey(store, input);
  if (earlier) return earlier;
  const createdAt = (input.now ?? new Date()).toISOString();
  for (let attempt = 0; attempt < 5; attempt++) {
    const reference = newReference(input.kind);
    try {
      await store.db.transaction().execute(async (tx) => {
        await steps.before?.(tx);
        const { id } = await tx
          .insertInto('submissions')
          .values({
            reference,
            kind: input.kind,
            language: input.language,
            payload: JSON.stringify(input.payload),
            idempotency_key: input.idempotencyKey,
            created_at: createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await steps.after?.(tx, id);
        await tx
          .insertInto('audit')
          .values({ submission_id: id, actor: 'visitor', action: 'received', detail: '', at: createdAt })
          .execute();
      });
      return { reference, createdAt, created: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another request with the same key won the race: answer with its record.
      const winner = await byKey(store, input);
      if (winner) return winner;
      const meaning = await steps.onDuplicate?.();
      if (meaning) throw meaning;
      // Otherwise the reference was taken (one chance in 10^12): draw another.
    }
  }
  throw new Error('could not draw a free reference');
}

/**
 * A registration for an event: a seat is taken only if one is left (`taken < capacity`, checked and changed in
 * one statement, which both engines serialise), and one email registers once per event.
 */
export async function register(
  store: Store,
  input: Omit<Input, 'kind' | 'payload'> & { eventId: string; name: string; email: string },
) {
  const email = input.email.toLowerCase();
  return receive(
    store,
    {
      ...input,
      kind: 'registration',
      payload: { event: input.eventId, name: input.name, email: input.email },
    },
    {
      async before(tx) {
        const taken = await tx
          .updateTable('event_seats')
          .set((eb) => ({ taken: eb('taken', '+', 1) }))
          .where('event_id', '=', input.eventId)
          .whereRef('taken', '<', 'capacity')
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 0) throw new EventFull();
      },
      async after(tx, id) {
        await tx
          .insertInto('registrations')
          .values({ event_id: input.eventId, email, submission_id: id })
          .execute();
      },
      async onDuplicate() {
        const found = await store.db
          .selectFrom('registrations')
          .select('id')
          .where('event_id', '=', input.eventId)
          .where('email', '=', email)
          .executeTakeFirst();
        return found ? new AlreadyRegistered() : undefined;
      },
    },
  );
}

/** 32 random bytes: the newsletter's unsubscribe token, which only the subscriber is given. */
export const newToken = () => randomBytes(32).toString('base64url');

/**
 * A newsletter subscription, with its unsubscribe token. Without e-mail the address cannot be confirmed
 * (double opt-in); a new subscription for the same address replaces the earlier one.
 */
export async function subscribe(
  store: Store,
  input: Omit<Input, 'kind' | 'payload'> & { email: string; topics: string[] },
) {
  const email = input.email.toLowerCase();
  const token = newToken();
  const received = await receive(
    store,
    { ...input, kind: 'newsletter', payload: { email: input.email, topics: input.topics } },
    {
      async after(tx, id) {
        const at = (input.now ?? new Date()).toISOString();
        await tx
          .updateTable('subscriptions')
          .set({ unsubscribed_at: at })
          .where('email', '=', email)
          .where('unsubscribed_at', 'is', null)
          .execute();
        await tx.insertInto('subscriptions').values({ email, token, submission_id: id }).execute();
      },
    },
  );
  // A repeated send (same key) answers with the token it first received.
  const row = await store.db
    .selectFrom('subscriptions')
    .innerJoin('submissions', 'submissions.id', 'subscriptions.submission_id')
    .select('subscriptions.token')
    .where('submissions.reference', '=', received.reference)
    .executeTakeFirstOrThrow();
  return { ...received, token: row.token };
}

/** Ends a subscription; true if the token is known (also when it had already ended). */
export async function unsubscribe(store: Store, token: string, now = new Date()) {
  const row = await store.db
    .selectFrom('subscriptions')
    .select(['id', 'unsubscribed_at', 'submission_id'])
    .where('token', '=', token)
    .executeTakeFirst();
  if (!row) return false;
  if (row.unsubscribed_at === null)
    await store.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('subscriptions')
        .set({ unsubscribed_at: now.toISOString() })
        .where('id', '=', row.id)
        .execute();
      await tx
        .insertInto('audit')
        .values({
          submission_id: row.submission_id,
          actor: 'visitor',
          action: 'unsubscribed',
          detail: '',
          at: now.toISOString(),
        })
        .execute();
    });
  return true;
}

/** Each event's capacity as content gives it; the seats taken are kept. */
export async function syncEvents(store: Store, events: readonly { id: string; capacity: number }[]) {
  for (const event of events)
    await store.db
      .insertInto('event_seats')
      .values({ event_id: event.id, capacity: event.capacity })
      .onConflict((oc) => oc.column('event_id').doUpdateSet({ capacity: event.capacity }))
      .execute();
}

export async function seatsLeft(store: Store) {
  const rows = await store.db.selectFrom('event_seats').select(['event_id', 'capacity', 'taken']).execute();
  return rows.map((r) => ({
    id: r.event_id,
    capacity: Number(r.capacity),
    seatsLeft: Math.max(0, Number(r.capacity) - Number(r.taken)),
  }));
}

function isUniqueViolation(error: unknown) {
  const e = error as { code?: string; errcode?: number };
  return e?.code === '23505' || e?.errcode === SQLITE_CONSTRAINT_UNIQUE;
}
