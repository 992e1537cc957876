/** Storing what visitors send: exactly once per idempotency key, with an unguessable reference and an audit line. */
import { randomInt } from 'node:crypto';
import type { FormKind } from '../../core/participation/forms.ts';
import type { Store } from './db.ts';

const PREFIX: Record<FormKind, string> = { feedback: 'FB', 'data-request': 'DR' };
/** Crockford's base32: no I, L, O or U to misread when a reference is read out on the phone. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export const newReference = (kind: FormKind) =>
  `${PREFIX[kind]}-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

export class IdempotencyConflict extends Error {}

export type Received = { reference: string; createdAt: string; created: boolean };

async function byKey(store: Store, key: string) {
  return store.db
    .selectFrom('submissions')
    .select(['reference', 'kind', 'created_at'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * Stores a validated form. A second send with the same key (a double click, a retry after a lost answer) finds
 * the first record and stores nothing; the same key for another kind of form is a conflict.
 */
export async function receive(
  store: Store,
  input: { kind: FormKind; language: string; payload: unknown; idempotencyKey: string; now?: Date },
): Promise<Received> {
  const found = await byKey(store, input.idempotencyKey);
  if (found) {
    if (found.kind !== input.kind) throw new IdempotencyConflict();
    return { reference: found.reference, createdAt: found.created_at, created: false };
  }
  const createdAt = (input.now ?? new Date()).toISOString();
  for (let attempt = 0; attempt < 5; attempt++) {
    const reference = newReference(input.kind);
    try {
      await store.db.transaction().execute(async (tx) => {
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
        await tx
          .insertInto('audit')
          .values({ submission_id: id, actor: 'visitor', action: 'received', detail: '', at: createdAt })
          .execute();
      });
      return { reference, createdAt, created: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another request with the same key won the race: answer with its record.
      const winner = await byKey(store, input.idempotencyKey);
      if (winner) {
        if (winner.kind !== input.kind) throw new IdempotencyConflict();
        return { reference: winner.reference, createdAt: winner.created_at, created: false };
      }
      // Otherwise the reference was taken (one chance in 10^12): draw another.
    }
  }
  throw new Error('could not draw a free reference');
}

function isUniqueViolation(error: unknown) {
  const e = error as { code?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
