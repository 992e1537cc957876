/** The dashboard's filter state and what an applied filter means for the figures shown. Pure. */
import type { Economy, EconomyIndicatorId } from '@content/economy';

export type EconomyFilters = { period: string; governorates: string[]; indicators: EconomyIndicatorId[] };

export function defaultFilters(economy: Economy): EconomyFilters {
  return {
    period: economy.timePeriods[0]!.id,
    governorates: [economy.governorates[0]!.id],
    indicators: economy.indicators.filter((i) => i.defaultSelected).map((i) => i.id),
  };
}

/**
 * Checking the whole region clears single governorates, and checking a governorate clears the whole region,
 * so the selection never says both "everything" and "only these".
 */
export function toggleGovernorate(selected: string[], id: string, checked: boolean, allId: string): string[] {
  if (!checked) return selected.filter((g) => g !== id);
  if (id === allId) return [allId];
  return [...selected.filter((g) => g !== allId && g !== id), id];
}

export function toggleIndicator(
  selected: EconomyIndicatorId[],
  id: EconomyIndicatorId,
  checked: boolean,
  order: EconomyIndicatorId[],
) {
  const next = new Set(selected);
  if (checked) next.add(id);
  else next.delete(id);
  return order.filter((i) => next.has(i));
}

/** What the applied filters show: published indicators get figures, the others a 'not yet published' note. */
export function appliedView(economy: Economy, applied: EconomyFilters) {
  const chosen = economy.indicators.filter((i) => applied.indicators.includes(i.id));
  const defaultPeriod = economy.timePeriods[0]!.id;
  return {
    shows: (id: EconomyIndicatorId) => chosen.some((i) => i.id === id && i.published),
    unpublished: chosen.filter((i) => !i.published),
    nothingChosen: chosen.length === 0,
    /** The published series describe the whole region only. */
    governorateNote: !(
      applied.governorates.length === 1 && applied.governorates[0] === economy.coverage.governorate
    ),
    /** The published series are not split by period; any other period than the default gets the same figures. */
    periodNote: applied.period !== defaultPeriod,
  };
}

export function sameFilters(a: EconomyFilters, b: EconomyFilters) {
  const eq = (x: string[], y: string[]) =>
    x.length === y.length && [...x].sort().join() === [...y].sort().join();
  return a.period === b.period && eq(a.governorates, b.governorates) && eq(a.indicators, b.indicators);
}
