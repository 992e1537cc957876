export { todayInHail } from '@core/participation/events';

/**
 * Splits events into upcoming (today or later, soonest first) and past (most recent first).
 * Without a date (while prerendering), every event counts as upcoming.
 */
export function splitEvents<T extends { date: string }>(events: readonly T[], today: string | null) {
  const sorted = [...events].sort((a, b) => a.date.localeCompare(b.date));
  if (!today) return { upcoming: sorted, past: [] as T[] };
  return {
    upcoming: sorted.filter((e) => e.date >= today),
    past: sorted.filter((e) => e.date < today).reverse(),
  };
}
