/** The portal's store schema (participation, staff, the catalogue), one list of migrations for both engines, applied in order on open. */
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
    '006-catalogue': {
      // The catalogue: datasets with numbered versions (one live), each version's files, download counts per
      // file, and a log of changes (its last id tells caches of the lists they are stale).
      async up(db: Kysely<unknown>) {
        const record = (name: string) =>
          db.schema
            .createTable(name)
            .addColumn('id', 'text', (c) => c.primaryKey())
            .addColumn('record', 'text', (c) => c.notNull());
        // Publishers (CKAN organizations) and categories (groups): { name } / { label } in both languages
        await record('publishers').execute();
        await record('categories').execute();
        await db.schema
          .createTable('licences')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('url', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('datasets')
          .addColumn('id', 'integer', key)
          .addColumn('slug', 'text', (c) => c.notNull().unique())
          .addColumn('state', 'text', (c) => c.notNull())
          .addColumn('live_version', 'integer')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('modified_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('dataset_versions')
          .addColumn('dataset_id', 'integer', (c) => c.notNull().references('datasets.id'))
          .addColumn('number', 'integer', (c) => c.notNull())
          // The dataset's metadata as JSON (core/catalogue/schema.ts's Dataset without its files' addresses)
          .addColumn('record', 'text', (c) => c.notNull())
          // A digest of the record and its files' digests: an import that brings the same finds it unchanged
          .addColumn('digest', 'text', (c) => c.notNull())
          .addColumn('author', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('dataset_versions_key', ['dataset_id', 'number'])
          .execute();
        await db.schema
          .createTable('files')
          .addColumn('dataset_id', 'integer', (c) => c.notNull().references('datasets.id'))
          .addColumn('version', 'integer', (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull())
          .addColumn('resource_id', 'text', (c) => c.notNull())
          .addColumn('format', 'text', (c) => c.notNull())
          .addColumn('file_name', 'text', (c) => c.notNull())
          .addColumn('media_type', 'text', (c) => c.notNull())
          .addColumn('size', 'integer', (c) => c.notNull())
          .addColumn('sha256', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('files_key', ['dataset_id', 'version', 'file_name'])
          .execute();
        await db.schema
          .createTable('downloads')
          .addColumn('dataset_id', 'integer', (c) => c.notNull().references('datasets.id'))
          .addColumn('file_name', 'text', (c) => c.notNull())
          .addColumn('count', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('downloads_key', ['dataset_id', 'file_name'])
          .execute();
        await searchTables(db, engine);
        await db.schema
          .createTable('catalogue_changes')
          .addColumn('id', 'integer', key)
          .addColumn('dataset_id', 'integer')
          .addColumn('what', 'text', (c) => c.notNull())
          .addColumn('at', 'text', (c) => c.notNull())
          .execute();
      },
      async down(db: Kysely<unknown>) {
        if (engine === 'sqlite') await sql`drop table search_text`.execute(db);
        for (const table of [
          'catalogue_changes',
          'search_facets',
          'search_rows',
          'downloads',
          'files',
          'dataset_versions',
          'datasets',
          'licences',
          'categories',
          'publishers',
        ])
          await db.schema.dropTable(table).execute();
      },
    },
    '007-catalogue-totals': {
      // The catalogue's downloads in all (seeded and counted), kept as they change: the catalogue's figures are
      // on every page of it, and summing every dataset's count at each page grows with the catalogue.
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('catalogue_totals')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('downloads', 'bigint', (c) => c.notNull())
          .execute();
        await sql`insert into catalogue_totals (id, downloads)
          select 1, coalesce(sum(downloads), 0) from search_rows`.execute(db);
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('catalogue_totals').execute();
      },
    },
    '008-staff-roles': {
      // Roles: an administrator (everything), editors of one or more publishers (their datasets only), inbox
      // readers (participation only: the accounts there were, which read the inbox). A disabled account signs in
      // no more.
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable('staff_accounts')
          .addColumn('role', 'text', (c) => c.notNull().defaultTo('reader'))
          .execute();
        await db.schema.alterTable('staff_accounts').addColumn('disabled_at', 'text').execute();
        await db.schema
          .createTable('staff_publishers')
          .addColumn('username', 'text', (c) => c.notNull().references('staff_accounts.username'))
          .addColumn('publisher_id', 'text', (c) => c.notNull().references('publishers.id'))
          .addPrimaryKeyConstraint('staff_publishers_key', ['username', 'publisher_id'])
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('staff_publishers').execute();
        await db.schema.alterTable('staff_accounts').dropColumn('disabled_at').execute();
        await db.schema.alterTable('staff_accounts').dropColumn('role').execute();
      },
    },
    '009-api-tokens': {
      // Staff accounts' API tokens (server/staff/tokens.ts): only their SHA-256 is kept.
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('api_tokens')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('username', 'text', (c) => c.notNull().references('staff_accounts.username'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('last_used_at', 'text')
          .addColumn('revoked_at', 'text')
          .execute();
        await db.schema.createIndex('api_tokens_username').on('api_tokens').column('username').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('api_tokens').execute();
      },
    },
  };
};

/**
 * What the catalogue search reads (server/store/search.ts): a row per published dataset with its searchable text
 * (normalised: core/catalogue/search-text.ts) and sort keys, its facet values, and an index of the text by
 * trigrams, so that a part of a word is found by the index: FTS5's trigram tokenizer on SQLite, pg_trgm's GIN
 * index on PostgreSQL. Sort keys compare by code point on both ("C" collation on PostgreSQL).
 */
async function searchTables(db: Kysely<unknown>, engine: Engine) {
  const ordered = engine === 'postgres' ? sql`text collate "C"` : sql`text`;
  await db.schema
    .createTable('search_rows')
    .addColumn('dataset_id', 'integer', (c) => c.primaryKey().references('datasets.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('modified', ordered, (c) => c.notNull())
    .addColumn('cover_from', 'integer', (c) => c.notNull())
    .addColumn('cover_to', 'integer', (c) => c.notNull())
    .addColumn('title_key', ordered, (c) => c.notNull())
    .addColumn('slug', ordered, (c) => c.notNull())
    .addColumn('downloads', 'integer', (c) => c.notNull())
    .execute();
  for (const column of ['modified', 'title_key', 'slug', 'downloads'])
    await db.schema
      .createIndex(`search_rows_${column}`)
      .on('search_rows')
      .columns([column, 'dataset_id'])
      .execute();
  await db.schema
    .createTable('search_facets')
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('value', ordered, (c) => c.notNull())
    .addColumn('dataset_id', 'integer', (c) => c.notNull().references('datasets.id'))
    .addPrimaryKeyConstraint('search_facets_key', ['field', 'value', 'dataset_id'])
    .execute();
  await db.schema.createIndex('search_facets_dataset').on('search_facets').column('dataset_id').execute();
  if (engine === 'postgres') {
    // pg_trgm is a trusted extension (PostgreSQL 13+): a user who may create in the database may add it. In
    // public, where every schema's search finds its operator class by its full name.
    await sql`create extension if not exists pg_trgm schema public`.execute(db);
    await sql`create index search_rows_text on search_rows using gin (text public.gin_trgm_ops)`.execute(db);
    return;
  }
  await sql`create virtual table search_text using fts5(text, content='search_rows', content_rowid='dataset_id',
    tokenize='trigram case_sensitive 1')`.execute(db);
  await sql`create trigger search_rows_insert after insert on search_rows begin
    insert into search_text(rowid, text) values (new.dataset_id, new.text); end`.execute(db);
  await sql`create trigger search_rows_delete after delete on search_rows begin
    insert into search_text(search_text, rowid, text) values ('delete', old.dataset_id, old.text); end`.execute(
    db,
  );
  await sql`create trigger search_rows_text after update of text on search_rows begin
    insert into search_text(search_text, rowid, text) values ('delete', old.dataset_id, old.text);
    insert into search_text(rowid, text) values (new.dataset_id, new.text); end`.execute(db);
}

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
    throw new Error(`store: migration ${failed} failed: ${String(error)}`);
  }
  return results ?? [];
}
