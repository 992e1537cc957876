import type { IndicatorSummary } from '@core/indicators/summaries';
import { normalizeSearchText, searchTerms } from '@core/catalogue/search-text';

export type ListFilter = { q: string; goal: number | null };

/** The filter in an address (?q=water&goal=6); unknown goals are dropped. */
export function parseFilter(params: URLSearchParams, goals: readonly number[]): ListFilter {
  const goal = Number(params.get('goal'));
  return { q: (params.get('q') ?? '').slice(0, 100), goal: goals.includes(goal) ? goal : null };
}

export function filterParams(filter: ListFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.q.trim()) params.set('q', filter.q);
  if (filter.goal) params.set('goal', String(filter.goal));
  return params;
}

/** Indicators whose English or Arabic name holds every word typed, aligned with the goal when one is chosen. */
export function filterIndicators<T extends Pick<IndicatorSummary, 'name' | 'sdg'>>(
  items: T[],
  filter: ListFilter,
) {
  const words = searchTerms(filter.q);
  return items.filter((i) => {
    if (filter.goal !== null && i.sdg?.goal !== filter.goal) return false;
    const name = normalizeSearchText(`${i.name.en} ${i.name.ar}`);
    return words.every((w) => name.includes(w));
  });
}
