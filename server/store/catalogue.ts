/**
 * The catalogue in the store, as it is read: datasets with numbered versions (one of them live), each version's
 * files under a folder of their own (`<files>/<slug>/v<N>/<file>`, never changed afterwards, so that an address
 * naming a version stays valid), download counts, and a log of changes whose last number tells caches of the
 * catalogue's lists they are stale. What writes it: ./catalogue-import.ts.
 */
import path from 'node:path';
import { sql } from 'kysely';
import type { Category, Publisher } from '../../core/catalogue/publishers.ts';
import type { Dataset } from '../../core/catalogue/types.ts';
import type { Store } from './db.ts';

/** A version's file on disk, for the downloads route. */
export type StoredFile = {
  datasetId: number;
  slug: string;
  version: number;
  fileName: string;
  mediaType: string;
  /** Relative to the files folder. */
  path: string;
};

/** The address of a version's file. */
export const versionedUrl = (slug: string, version: number, fileName: string) =>
  `/downloads/${slug}/v${version}/${fileName}`;

/** Where a version's file is, in the files folder. */
export const filePath = (slug: string, version: number, fileName: string) =>
  path.join(slug, `v${version}`, fileName);

/** Whether the store holds a catalogue yet (the server imports the seed on its first start). */
export async function hasCatalogue(store: Store) {
  return Boolean(await store.db.selectFrom('datasets').select('id').limit(1).executeTakeFirst());
}

/** The number of the catalogue's last change (0 before any): what caches of its lists compare. */
export async function changeNumber(store: Store): Promise<number> {
  const row = await store.db
    .selectFrom('catalogue_changes')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Which live datasets to read: all, some by id (in the order given), or one by its slug. */
export type Which = { ids?: readonly number[]; slug?: string };

/**
 * Published datasets as their live versions say, files at their versioned addresses, downloads counted: every
 * one in id order, or those `which` names.
 */
export async function liveDatasets(store: Store, which: Which = {}): Promise<Dataset[]> {
  if (which.ids?.length === 0) return [];
  let rows = store.db
    .selectFrom('datasets')
    .innerJoin('dataset_versions', (join) =>
      join
        .onRef('dataset_versions.dataset_id', '=', 'datasets.id')
        .onRef('dataset_versions.number', '=', 'datasets.live_version'),
    )
    .select(['datasets.id', 'datasets.slug', 'datasets.live_version', 'dataset_versions.record'])
    .where('datasets.state', '=', 'published');
  if (which.ids) rows = rows.where('datasets.id', 'in', which.ids);
  if (which.slug !== undefined) rows = rows.where('datasets.slug', '=', which.slug);
  const found = await rows.orderBy('datasets.id').execute();
  if (found.length === 0) return [];
  const ids = found.map((r) => r.id);
  // For all of them, no list of ids to send (it could be long)
  const some = Boolean(which.ids || which.slug !== undefined);
  const files = await store.db
    .selectFrom('files')
    .innerJoin('datasets', (join) =>
      join.onRef('datasets.id', '=', 'files.dataset_id').onRef('datasets.live_version', '=', 'files.version'),
    )
    .select(['files.dataset_id', 'files.file_name', 'files.size'])
    .$if(some, (qb) => qb.where('files.dataset_id', 'in', ids))
    .execute();
  const counts = await store.db
    .selectFrom('downloads')
    .select(['dataset_id', (eb) => eb.fn.sum<number | string>('count').as('count')])
    .$if(some, (qb) => qb.where('dataset_id', 'in', ids))
    .groupBy('dataset_id')
    .execute();
  const counted = new Map(counts.map((d) => [d.dataset_id, Number(d.count)]));
  const sizes = new Map(files.map((f) => [`${f.dataset_id}/${f.file_name}`, f.size]));

  const datasets = found.map((row): Dataset => {
    const record = JSON.parse(row.record) as Dataset;
    const version = row.live_version!;
    const resources = record.resources.map((resource) => ({
      ...resource,
      url: versionedUrl(row.slug, version, resource.fileName),
      size: sizes.get(`${row.id}/${resource.fileName}`) ?? resource.size,
    }));
    return {
      ...record,
      id: row.id,
      slug: row.slug,
      downloads: record.downloads + (counted.get(row.id) ?? 0),
      size: resources[0]?.size ?? record.size,
      resources,
    };
  });
  if (!which.ids) return datasets;
  const byId = new Map(datasets.map((d) => [d.id, d]));
  return which.ids.map((id) => byId.get(id)).filter((d) => d !== undefined);
}

/** A version of a dataset: its number, who made it and when, and what it said (its files at its own addresses). */
export type DatasetVersion = {
  number: number;
  author: string;
  createdAt: string;
  live: boolean;
  dataset: Dataset;
};

/** The versions of a published dataset, newest first; null when no published dataset has that name. */
export async function datasetHistory(store: Store, slug: string): Promise<DatasetVersion[] | null> {
  const dataset = await store.db
    .selectFrom('datasets')
    .select(['id', 'live_version'])
    .where('slug', '=', slug)
    .where('state', '=', 'published')
    .executeTakeFirst();
  if (!dataset) return null;
  const rows = await store.db
    .selectFrom('dataset_versions')
    .select(['number', 'record', 'author', 'created_at'])
    .where('dataset_id', '=', dataset.id)
    .orderBy('number', 'desc')
    .execute();
  return rows.map((row) => {
    const record = JSON.parse(row.record) as Dataset;
    const resources = record.resources.map((r) => ({
      ...r,
      url: versionedUrl(slug, row.number, r.fileName),
    }));
    return {
      number: row.number,
      author: row.author,
      createdAt: row.created_at,
      live: row.number === dataset.live_version,
      dataset: { ...record, id: dataset.id, slug, resources },
    };
  });
}

/** The publishers, categories and licences of the catalogue. */
export async function vocabulary(store: Store) {
  const parse = <T>(r: { record: string }) => JSON.parse(r.record) as T;
  const [publishers, categories, licences] = await Promise.all([
    store.db.selectFrom('publishers').select('record').orderBy('id').execute(),
    store.db.selectFrom('categories').select('record').execute(),
    store.db.selectFrom('licences').select(['id', 'title', 'url']).orderBy('id').execute(),
  ]);
  return {
    publishers: publishers.map(parse<Publisher>),
    categories: categories.map(parse<Category>),
    licences,
  };
}

/**
 * A file of a published dataset: of the version named, or of the live one (`version` null); null when there is
 * no such dataset, version or file.
 */
export async function storedFile(
  store: Store,
  slug: string,
  version: number | null,
  fileName: string,
): Promise<StoredFile | null> {
  const row = await store.db
    .selectFrom('datasets')
    .innerJoin('files', 'files.dataset_id', 'datasets.id')
    .select(['datasets.id', 'files.version', 'files.media_type'])
    .where('datasets.slug', '=', slug)
    .where('datasets.state', '=', 'published')
    .where('files.file_name', '=', fileName)
    .where('files.version', '=', version ?? sql<number>`datasets.live_version`)
    .executeTakeFirst();
  if (!row) return null;
  return {
    datasetId: row.id,
    slug,
    version: row.version,
    fileName,
    mediaType: row.media_type,
    path: filePath(slug, row.version, fileName),
  };
}

/** One more download of a dataset's file (of any version), in its count and in the search's sort key. */
export async function countDownload(store: Store, datasetId: number, fileName: string) {
  await store.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('downloads')
      .values({ dataset_id: datasetId, file_name: fileName, count: 1 })
      .onConflict((oc) =>
        oc.columns(['dataset_id', 'file_name']).doUpdateSet({ count: sql<number>`downloads.count + 1` }),
      )
      .execute();
    await trx
      .updateTable('search_rows')
      .set({ downloads: sql<number>`downloads + 1` })
      .where('dataset_id', '=', datasetId)
      .execute();
    await trx
      .updateTable('catalogue_totals')
      .set({ downloads: sql<number>`downloads + 1` })
      .where('id', '=', 1)
      .execute();
  });
}

/** The catalogue's downloads in all counted again from its datasets' (after an import has written them). */
export async function recountTotals(store: Store) {
  await sql`update catalogue_totals set downloads = (select coalesce(sum(downloads), 0) from search_rows)
    where id = 1`.execute(store.db);
}

/** The catalogue's downloads in all, seeded and counted. */
export async function totalDownloads(store: Store) {
  const row = await store.db
    .selectFrom('catalogue_totals')
    .select('downloads')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.downloads ?? 0);
}
