import type { Publication } from '@content/publications';
import { BOM, toCsv } from '@core/csv';

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
  return BOM + toCsv([header, ...rows]);
}
