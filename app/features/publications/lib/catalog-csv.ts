import type { Publication } from '@content/publications';

/** One CSV field per RFC 4180: quoted when it holds a comma, quote, or line break; quotes doubled. */
export function csvField(value: string | number) {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text: CRLF line ends, with a UTF-8 byte order mark so spreadsheet apps read Arabic and symbols right. */
export function toCsv(rows: readonly (readonly (string | number)[])[]) {
  return '\uFEFF' + rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

export type CatalogColumns = Record<
  'id' | 'title' | 'type' | 'category' | 'date' | 'pages' | 'downloads' | 'description',
  string
>;

/**
 * The publications catalogue as CSV, in the listed order. Texts in the active language (`text`), the category
 * by its label; dates ISO and numbers plain, so that any tool can read them.
 */
export function publicationsCatalogCsv(
  items: readonly Publication[],
  columns: CatalogColumns,
  text: (field: Publication['title']) => string,
  categoryLabel: (id: Publication['category']) => string,
) {
  const header = [
    columns.id,
    columns.title,
    columns.type,
    columns.category,
    columns.date,
    columns.pages,
    columns.downloads,
    columns.description,
  ];
  const rows = items.map((p) => [
    p.id,
    text(p.title),
    text(p.type),
    categoryLabel(p.category),
    p.date,
    p.pages,
    p.downloads,
    text(p.description),
  ]);
  return toCsv([header, ...rows]);
}
