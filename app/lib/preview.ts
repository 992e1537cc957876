/** The first `max` items to show, and how many more there are (for a '+N more' badge). */
export function preview<T>(items: readonly T[], max: number): { shown: T[]; more: number } {
  const shown = items.slice(0, Math.max(0, max));
  return { shown, more: items.length - shown.length };
}
