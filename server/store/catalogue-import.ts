/**
 * The seed (`data/datasets/`, as the data build writes it) brought into the store (./catalogue.ts):
 * `importCatalogue` leaves a dataset it brings unchanged as it is, and gives a changed one a new version. A
 * version's files are written once, before the rows that name them.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Category, Publisher } from '../../core/catalogue/publishers.ts';
import type { Catalogue, Dataset, Resource } from '../../core/catalogue/types.ts';
import { filePath, recountTotals } from './catalogue.ts';
import type { Database, Store } from './db.ts';
import { indexDataset, searchEntries } from './search.ts';

/** What an import brings: the catalogue, the folder of its files (`<slug>/<file>`), its publishers and categories. */
export type CatalogueSeed = {
  catalogue: Catalogue;
  filesDir: string;
  publishers: readonly Publisher[];
  categories: readonly Category[];
};

/** Compressed copies the data build writes beside a file; kept beside it in the store too. */
const SIBLINGS = ['.br', '.gz'];

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');
const now = () => new Date().toISOString();

/** Writes a file at once or not at all (a reader never sees half of it). */
async function writeOnce(file: string, bytes: Uint8Array) {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

/** Inserts `rows` missing from `table` and updates those that differ; by primary key `id`. */
async function upsertRecords(
  store: Store,
  table: 'publishers' | 'categories',
  rows: readonly { id: string }[],
) {
  const existing = new Map(
    (await store.db.selectFrom(table).select(['id', 'record']).execute()).map((r) => [r.id, r.record]),
  );
  for (const row of rows) {
    const record = JSON.stringify(row);
    const before = existing.get(row.id);
    if (before === record) continue;
    if (before === undefined) await store.db.insertInto(table).values({ id: row.id, record }).execute();
    else await store.db.updateTable(table).set({ record }).where('id', '=', row.id).execute();
  }
}

export type ImportReport = { added: string[]; updated: string[]; unchanged: number };

export type ImportOptions = {
  filesDir: string;
  author?: string;
  /**
   * Benchmarks only: the seed has no files (a synthetic catalogue of metadata); the files' rows are written from
   * the records, and no file.
   */
  withoutFiles?: boolean;
};

/** A dataset of the seed, read and weighed: its files' bytes (none without files) and digests. */
type Prepared = {
  dataset: Dataset;
  record: string;
  digest: string;
  files: { resource: Resource; source: string; bytes: Uint8Array | null; sha: string }[];
};

/** New datasets written in one transaction each this many (bounded by the engines' number of parameters). */
const BATCH = 250;

/**
 * Brings the seed into the store: publishers, categories and licences as they are; each dataset added (with its
 * seed's id where free), left alone when its live version already has the same metadata and files, or given a
 * new live version. Files are written before the rows that name them, so no address leads to a missing file.
 * New datasets go in by batches, one transaction each.
 */
export async function importCatalogue(
  store: Store,
  seed: CatalogueSeed,
  options: ImportOptions,
): Promise<ImportReport> {
  return oneAtATime(store, () => importNow(store, seed, options));
}

/** The import under way on each SQLite store (its one process's), which the next waits for. */
const importing = new WeakMap<Store, Promise<unknown>>();

/**
 * One import at a time. On PostgreSQL, which several processes share (two servers starting at once on a fresh
 * database both seed it): a session advisory lock for the store's schema, held on a connection of its own while
 * the import writes through the others. On SQLite, which one process serves: the imports of that process in turn.
 * The second import then finds the first's datasets unchanged.
 */
async function oneAtATime<T>(store: Store, run: () => Promise<T>): Promise<T> {
  if (store.engine === 'sqlite') {
    const next = (importing.get(store) ?? Promise.resolve()).catch(() => undefined).then(run);
    importing.set(store, next);
    return next;
  }
  return store.db.connection().execute(async (connection) => {
    const key = sql`hashtext('hail catalogue import ' || current_schema())`;
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await run();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

async function importNow(
  store: Store,
  seed: CatalogueSeed,
  { filesDir, author = 'seed', withoutFiles = false }: ImportOptions,
): Promise<ImportReport> {
  await upsertRecords(store, 'publishers', seed.publishers);
  await upsertRecords(store, 'categories', seed.categories);
  const licences = new Map(seed.catalogue.datasets.map((d) => [d.license.id, d.license]));
  for (const licence of licences.values())
    await store.db
      .insertInto('licences')
      .values(licence)
      .onConflict((oc) => oc.column('id').doUpdateSet({ title: licence.title, url: licence.url }))
      .execute();

  // What the store has: each slug's id and its live version's digest; the ids in use
  const known = new Map(
    (
      await store.db
        .selectFrom('datasets')
        .leftJoin('dataset_versions', (join) =>
          join
            .onRef('dataset_versions.dataset_id', '=', 'datasets.id')
            .onRef('dataset_versions.number', '=', 'datasets.live_version'),
        )
        .select(['datasets.id', 'datasets.slug', 'dataset_versions.digest'])
        .execute()
    ).map((r) => [r.slug, r]),
  );
  const taken = new Set([...known.values()].map((r) => r.id));

  const report: ImportReport = { added: [], updated: [], unchanged: 0 };
  let batch: Prepared[] = [];
  const flush = async () => {
    if (batch.length) await addDatasets(store, batch, filesDir, author);
    batch = [];
  };
  for (const dataset of seed.catalogue.datasets) {
    const prepared = await prepare(dataset, seed.filesDir, withoutFiles);
    const row = known.get(dataset.slug);
    if (row?.digest === prepared.digest) report.unchanged++;
    else if (row) {
      await addVersion(store, row.id, prepared, filesDir, author);
      report.updated.push(dataset.slug);
    } else if (taken.has(dataset.id)) {
      // Its seed's id is another dataset's: the database numbers it
      await addVersion(store, null, prepared, filesDir, author);
      report.added.push(dataset.slug);
    } else {
      taken.add(dataset.id);
      batch.push(prepared);
      report.added.push(dataset.slug);
      if (batch.length === BATCH) await flush();
    }
  }
  await flush();
  // The downloads in all, with those of the datasets written (only when some were)
  if (report.added.length + report.updated.length) await recountTotals(store);
  // Ids given explicitly do not move PostgreSQL's sequence: the next dataset it numbers must not collide.
  if (store.engine === 'postgres' && report.added.length)
    await sql`select setval(pg_get_serial_sequence('datasets', 'id'), (select max(id) from datasets))`.execute(
      store.db,
    );
  // After many rows, the planner's statistics: without them PostgreSQL chose plans 80 times slower (20 s for a
  // faceted search at 50,000 datasets, before autovacuum came round)
  if (report.added.length + report.updated.length >= BATCH) await sql`analyze`.execute(store.db);
  return report;
}

async function prepare(dataset: Dataset, seedFiles: string, withoutFiles: boolean): Promise<Prepared> {
  const files = await Promise.all(
    dataset.resources.map(async (resource) => {
      const source = path.join(seedFiles, dataset.slug, resource.fileName);
      const bytes = withoutFiles ? null : await readFile(source);
      return { resource, source, bytes, sha: bytes ? sha256(bytes) : '' };
    }),
  );
  const record = JSON.stringify(dataset);
  return { dataset, record, digest: sha256(`${record}\n${files.map((f) => f.sha).join('\n')}`), files };
}

/** Writes a version's files (and their compressed copies) where its addresses lead. */
async function writeFiles({ dataset, files }: Prepared, version: number, filesDir: string) {
  for (const { resource, source, bytes } of files) {
    if (!bytes) continue;
    const target = path.join(filesDir, filePath(dataset.slug, version, resource.fileName));
    await writeOnce(target, bytes);
    for (const sibling of SIBLINGS)
      if (existsSync(source + sibling)) await writeOnce(target + sibling, await readFile(source + sibling));
  }
}

/** The rows of a version and its files. */
function versionRows(
  { record, digest, files }: Prepared,
  id: number,
  version: number,
  author: string,
  at: string,
) {
  return {
    version: { dataset_id: id, number: version, record, digest, author, created_at: at },
    files: files.map(({ resource, bytes, sha }, position) => ({
      dataset_id: id,
      version,
      position,
      resource_id: resource.id,
      format: resource.format,
      file_name: resource.fileName,
      media_type: resource.mediaType,
      size: bytes?.byteLength ?? resource.size,
      sha256: sha,
    })),
  };
}

/** Inserts many rows in statements of at most `per` rows (an engine bounds a statement's parameters). */
async function insertAll<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  per = 1000,
) {
  for (let i = 0; i < rows.length; i += per)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + per) as never)
      .execute();
}

/** New datasets, each with its seed's id and a first version, in one transaction. */
async function addDatasets(store: Store, batch: Prepared[], filesDir: string, author: string) {
  for (const prepared of batch) await writeFiles(prepared, 1, filesDir);
  const at = now();
  const rows = batch.map((p) => versionRows(p, p.dataset.id, 1, author, at));
  const search = batch.map((p) => searchEntries(p.dataset.id, p.dataset));
  await store.db.transaction().execute(async (trx) => {
    await insertAll(
      trx,
      'datasets',
      batch.map(({ dataset }) => ({
        id: dataset.id,
        slug: dataset.slug,
        state: 'published',
        live_version: 1,
        created_at: at,
        modified_at: at,
      })),
    );
    await insertAll(
      trx,
      'dataset_versions',
      rows.map((r) => r.version),
      200,
    );
    await insertAll(
      trx,
      'files',
      rows.flatMap((r) => r.files),
    );
    await insertAll(
      trx,
      'search_rows',
      search.map((e) => e.row),
    );
    await insertAll(
      trx,
      'search_facets',
      search.flatMap((e) => e.facets),
    );
    await insertAll(
      trx,
      'catalogue_changes',
      batch.map(({ dataset }) => ({ dataset_id: dataset.id, what: 'added', at })),
    );
  });
}

/** A new live version of dataset `id`, or a new dataset the database numbers (id null). */
async function addVersion(
  store: Store,
  id: number | null,
  prepared: Prepared,
  filesDir: string,
  author: string,
) {
  const last =
    id === null
      ? undefined
      : await store.db
          .selectFrom('dataset_versions')
          .select((eb) => eb.fn.max('number').as('number'))
          .where('dataset_id', '=', id)
          .executeTakeFirst();
  const version = Number(last?.number ?? 0) + 1;
  await writeFiles(prepared, version, filesDir);
  const at = now();
  await store.db.transaction().execute(async (trx) => {
    const datasetId =
      id ??
      (
        await trx
          .insertInto('datasets')
          .values({
            slug: prepared.dataset.slug,
            state: 'published',
            live_version: null,
            created_at: at,
            modified_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const rows = versionRows(prepared, datasetId, version, author, at);
    await trx.insertInto('dataset_versions').values(rows.version).execute();
    await insertAll(trx, 'files', rows.files);
    await trx
      .updateTable('datasets')
      .set({ live_version: version, modified_at: at })
      .where('id', '=', datasetId)
      .execute();
    const counted = await trx
      .selectFrom('downloads')
      .select((eb) => eb.fn.sum<number | string>('count').as('count'))
      .where('dataset_id', '=', datasetId)
      .executeTakeFirst();
    const { dataset } = prepared;
    await indexDataset(trx, datasetId, {
      ...dataset,
      downloads: dataset.downloads + Number(counted?.count ?? 0),
    });
    await trx
      .insertInto('catalogue_changes')
      .values({ dataset_id: datasetId, what: id === null ? 'added' : 'updated', at })
      .execute();
  });
}
