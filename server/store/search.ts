/**
 * The catalogue search, answered by the database: the rule of core/catalogue/search.ts (every word of the query
 * a part of a word of a title or description, in either language, compared in one normal form; facet filters,
 * the period's overlap, the dates of the last change, five sort orders with ties in id order, facet counts), as
 * one SQL query for the page, one for the count and one per facet. A word of three letters or more is found
 * through the trigram index (FTS5 on SQLite, pg_trgm on PostgreSQL); one or two letters are looked for in every
 * row's text.
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { FacetCount, SearchQuery } from '../../core/catalogue/search.ts';
import { searchableText, searchTerms } from '../../core/catalogue/search-text.ts';
import { wildcardParts } from '../../core/catalogue/wildcard.ts';
import { builtInFacets, titleKey } from '../../core/catalogue/search-index.ts';
import type { Dataset } from '../../core/catalogue/types.ts';
import type { Database, Store } from './db.ts';

/**
 * The facet fields the search filters and counts by, and each one's values for a dataset: the in-memory index's,
 * and the licence (the API's license_id).
 */
export const FACETS: Record<string, (d: Dataset) => readonly string[]> = {
  ...builtInFacets,
  license_id: (d) => [d.license.id],
};

/** The rows search reads of dataset `id`. */
export function searchEntries(id: number, d: Dataset) {
  return {
    row: {
      dataset_id: id,
      text: searchableText(d),
      modified: d.modified,
      cover_from: d.coverage.from,
      cover_to: d.coverage.to,
      title_key: titleKey(d),
      slug: d.slug,
      downloads: d.downloads,
    },
    facets: Object.entries(FACETS).flatMap(([field, values]) =>
      [...new Set(values(d))].map((value) => ({ field, value, dataset_id: id })),
    ),
  };
}

/** What search reads of a dataset, written anew (in the caller's transaction) when its live version changes. */
export async function indexDataset(db: Kysely<Database>, id: number, d: Dataset) {
  await unindexDataset(db, id);
  const { row, facets } = searchEntries(id, d);
  await db.insertInto('search_rows').values(row).execute();
  if (facets.length) await db.insertInto('search_facets').values(facets).execute();
}

export async function unindexDataset(db: Kysely<Database>, id: number) {
  await db.deleteFrom('search_facets').where('dataset_id', '=', id).execute();
  await db.deleteFrom('search_rows').where('dataset_id', '=', id).execute();
}

const SORT_COLUMNS = {
  id: 'dataset_id',
  modified: 'modified',
  title: 'title_key',
  name: 'slug',
  downloads: 'downloads',
} as const;

/** A word for FTS5's query syntax: a string, quotes doubled. */
const ftsString = (term: string) => `"${term.replaceAll('"', '""')}"`;
/** Text for LIKE: its wildcards and the escape character taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * A facet value matching a wildcard pattern, case-sensitively: SQLite's GLOB (its own wildcards taken literally
 * in brackets), PostgreSQL's LIKE (with backslash escapes).
 */
function wildcardMatch(engine: Store['engine'], pattern: string, column: string) {
  const parts = wildcardParts(pattern);
  if (engine === 'sqlite') {
    const glob = parts.map((p) => (typeof p === 'string' ? p : p.text.replace(/[*?[]/g, '[$&]'))).join('');
    return sql`${sql.ref(column)} glob ${glob}`;
  }
  const like = parts.map((p) => (p === '*' ? '%' : p === '?' ? '_' : likeLiteral(p.text))).join('');
  return sql`${sql.ref(column)} like ${like}`;
}

/** The conditions a row of search_rows (as r) must meet. */
function conditions(engine: Store['engine'], query: SearchQuery): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  const terms = searchTerms(query.q ?? '');
  if (engine === 'sqlite') {
    const indexed = terms.filter((t) => [...t].length >= 3);
    if (indexed.length)
      where.push(
        sql<SqlBool>`r.dataset_id in (select rowid from search_text where search_text match ${indexed.map(ftsString).join(' AND ')})`,
      );
    for (const term of terms.filter((t) => [...t].length < 3))
      where.push(sql<SqlBool>`instr(r.text, ${term}) > 0`);
  } else for (const term of terms) where.push(sql<SqlBool>`r.text like ${`%${likeLiteral(term)}%`}`);

  const filters = [
    { field: 'category', values: query.category ? [query.category] : [], exclude: false },
    { field: 'format', values: query.formats ?? [], exclude: false },
    { field: 'source', values: query.sources ?? [], exclude: false },
    ...(query.filters ?? []),
  ];
  for (const { field, values, patterns = [], exclude } of filters) {
    if (values.length === 0 && patterns.length === 0) continue;
    /** Whether the facet value in `column` is one of the values or matches one of the patterns. */
    const matches = (column: string) =>
      sql.join(
        [
          ...(values.length ? [sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql`${v}`))})`] : []),
          ...patterns.map((p) => wildcardMatch(engine, p, column)),
        ],
        sql` or `,
      );
    const found = sql`(select dataset_id from search_facets f where f.field = ${field} and (${matches('f.value')}))`;
    if (!exclude) where.push(sql<SqlBool>`r.dataset_id in ${found}`);
    // PostgreSQL cannot make NOT IN an anti-join (it took 20 s at 50,000 datasets); NOT EXISTS it can
    else if (engine === 'postgres')
      where.push(
        sql<SqlBool>`not exists (select 1 from search_facets x where x.dataset_id = r.dataset_id
          and x.field = ${field} and (${matches('x.value')}))`,
      );
    else where.push(sql<SqlBool>`r.dataset_id not in ${found}`);
  }
  const { from: yearFrom, to: yearTo } = query.period ?? {};
  if (yearFrom !== undefined) where.push(sql<SqlBool>`r.cover_to >= ${yearFrom}`);
  if (yearTo !== undefined) where.push(sql<SqlBool>`r.cover_from <= ${yearTo}`);
  const { from: dayFrom, to: dayTo } = query.modified ?? {};
  if (dayFrom) where.push(sql<SqlBool>`r.modified >= ${dayFrom}`);
  if (dayTo) where.push(sql<SqlBool>`r.modified <= ${dayTo}`);
  return where;
}

export type StoreSearchResult = { count: number; ids: number[]; facets: Record<string, FacetCount[]> };

/** The ids of the matches of `query` in its order, the page start … start + rows, with the count and facets. */
export async function searchStore(store: Store, query: SearchQuery): Promise<StoreSearchResult> {
  const where = conditions(store.engine, query);
  const matching = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const column = sql.ref(`r.${SORT_COLUMNS[query.sort?.by ?? 'id']}`);
  const direction = query.sort?.order === 'desc' ? sql`desc` : sql`asc`;
  const start = Math.max(0, query.start ?? 0);
  const rows = query.rows ?? 1_000_000_000;
  const page =
    rows > 0
      ? sql<{ dataset_id: number }>`select r.dataset_id from search_rows r ${matching}
          order by ${column} ${direction}, r.dataset_id ${direction} limit ${rows} offset ${start}`.execute(
          store.db,
        )
      : Promise.resolve({ rows: [] });
  const count = sql<{ n: number | string }>`select count(*) as n from search_rows r ${matching}`.execute(
    store.db,
  );
  const facets = (query.facets ?? [])
    .filter((field) => Object.hasOwn(FACETS, field))
    .map(async (field) => {
      const { rows: counts } = await sql<{ value: string; n: number | string }>`
        select f.value, count(*) as n from search_facets f
        where f.field = ${field} and f.dataset_id in (select r.dataset_id from search_rows r ${matching})
        group by f.value order by count(*) desc, f.value`.execute(store.db);
      return [field, counts.map((c) => ({ value: c.value, count: Number(c.n) }))] as const;
    });
  const [{ rows: found }, { rows: counted }, facetCounts] = await Promise.all([
    page,
    count,
    Promise.all(facets),
  ]);
  return {
    count: Number(counted[0]?.n ?? 0),
    ids: found.map((r) => Number(r.dataset_id)),
    facets: Object.fromEntries(facetCounts),
  };
}

/** Each value's count over every published dataset, for each of `fields`. */
export async function facetCounts(store: Store, fields: readonly string[]) {
  const { rows } = await sql<{ field: string; value: string; n: number | string }>`
    select field, value, count(*) as n from search_facets
    where field in (${sql.join(fields.map((f) => sql`${f}`))}) group by field, value
    order by count(*) desc, value`.execute(store.db);
  const counts: Record<string, FacetCount[]> = Object.fromEntries(fields.map((f) => [f, []]));
  for (const r of rows) counts[r.field]!.push({ value: r.value, count: Number(r.n) });
  return counts;
}

/** Every keyword of a published dataset, English and Arabic, in code point order. */
export async function tagValues(store: Store) {
  const rows = await store.db
    .selectFrom('search_facets')
    .select('value')
    .distinct()
    .where('field', '=', 'keyword')
    .orderBy('value')
    .execute();
  return rows.map((r) => r.value);
}
