/** A copy of `items`, newest first by an ISO date (YYYY-MM-DD); equal dates keep their order. */
export function newestFirst<T>(items: readonly T[], date: (item: T) => string): T[] {
  return [...items].sort((a, b) => date(b).localeCompare(date(a)));
}
