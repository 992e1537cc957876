/** The participation store's schema, one list of migrations for both engines, applied in order on open. */
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';

export type Engine = 'sqlite' | 'postgres';

const migrations = (engine: Engine): Record<string, Migration> => {
  /** An integer key the engine numbers itself. */
  const key = (c: ColumnDefinitionBuilder) =>
    engine === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();
  return {
    '001-submissions': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('submissions')
          .addColumn('id', 'integer', key)
          .addColumn('reference', 'text', (c) => c.notNull().unique())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('language', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
          .addColumn('payload', 'text', (c) => c.notNull())
          .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('submissions_kind_created')
          .on('submissions')
          .columns(['kind', 'created_at'])
          .execute();
        await db.schema
          .createTable('audit')
          .addColumn('id', 'integer', key)
          .addColumn('submission_id', 'integer', (c) => c.notNull().references('submissions.id'))
          .addColumn('actor', 'text', (c) => c.notNull())
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('detail', 'text', (c) => c.notNull())
          .addColumn('at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('audit_submission').on('audit').column('submission_id').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('audit').execute();
        await db.schema.dropTable('submissions').execute();
      },
    },
    '002-events': {
      async up(db: Kysely<unknown>) {
        // One row per event: its capacity (from content/participate.ts) and the seats taken. A seat is taken by
        // a conditional update (taken < capacity), which both engines serialise: no overbooking under races.
        await db.schema
          .createTable('event_seats')
          .addColumn('event_id', 'text', (c) => c.primaryKey())
          .addColumn('capacity', 'integer', (c) => c.notNull())
          .addColumn('taken', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .createTable('registrations')
          .addColumn('id', 'integer', key)
          .addColumn('event_id', 'text', (c) => c.notNull().references('event_seats.event_id'))
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('submission_id', 'integer', (c) => c.notNull().references('submissions.id'))
          .addUniqueConstraint('registrations_event_email', ['event_id', 'email'])
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('registrations').execute();
        await db.schema.dropTable('event_seats').execute();
      },
    },
    '003-newsletter': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('subscriptions')
          .addColumn('id', 'integer', key)
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('token', 'text', (c) => c.notNull().unique())
          .addColumn('submission_id', 'integer', (c) => c.notNull().references('submissions.id'))
          .addColumn('unsubscribed_at', 'text')
          .execute();
        await db.schema.createIndex('subscriptions_email').on('subscriptions').column('email').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('subscriptions').execute();
      },
    },
    '004-staff': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('staff_accounts')
          .addColumn('username', 'text', (c) => c.primaryKey())
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('staff_sessions')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('username', 'text', (c) => c.notNull().references('staff_accounts.username'))
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('staff_sessions').execute();
        await db.schema.dropTable('staff_accounts').execute();
      },
    },
    '005-closed-at': {
      // When a submission was closed (retention counts from there; reopening clears it).
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('submissions').addColumn('closed_at', 'text').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable('submissions').dropColumn('closed_at').execute();
      },
    },
  };
};

export async function migrate(db: Kysely<unknown>, engine: Engine) {
  // Kysely looks for its own tables in every schema unless told which: another schema of the same database
  // with Kysely's tables (another application, another test) would be taken for ours.
  const schema =
    engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(engine) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`participation store: migration ${failed} failed: ${String(error)}`);
  }
  return results ?? [];
}
