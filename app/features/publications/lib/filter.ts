import type { CategoryId, Publication } from '@content/publications';

/** The publications a category tab shows: all of them for "all", else those whose category matches, in order. */
export function filterByCategory<T extends Pick<Publication, 'category'>>(
  items: readonly T[],
  category: CategoryId,
): T[] {
  return category === 'all' ? [...items] : items.filter((item) => item.category === category);
}
