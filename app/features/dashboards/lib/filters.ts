/** The dashboard's filters: defaults, the checkbox rules and their place in the address. Pure. */
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
  // Unchecking the last one leaves the whole region, never nothing.
  if (!checked)
    return selected.length === 1 && selected[0] === id ? [allId] : selected.filter((g) => g !== id);
  if (id === allId) return [allId];
  return [...selected.filter((g) => g !== allId && g !== id), id];
}

/** Adds or removes one option, keeping the options' order. */
export function toggle<T extends string>(selected: T[], id: T, checked: boolean, order: readonly T[]): T[] {
  const next = new Set(selected);
  if (checked) next.add(id);
  else next.delete(id);
  return order.filter((i) => next.has(i));
}

export function sameFilters(a: EconomyFilters, b: EconomyFilters) {
  return toParams(a, a).toString() === toParams(b, a).toString();
}

/**
 * The address of a view: `period`, `governorate` (comma-separated) and `indicators` (comma-separated, empty for
 * none); a filter at its default is left out, so the plain address is the default view.
 */
export function toParams(filters: EconomyFilters, defaults: EconomyFilters) {
  const params = new URLSearchParams();
  const list = (values: string[]) => [...values].sort().join(',');
  if (filters.period !== defaults.period) params.set('period', filters.period);
  if (list(filters.governorates) !== list(defaults.governorates))
    params.set('governorate', filters.governorates.join(','));
  if (list(filters.indicators) !== list(defaults.indicators))
    params.set('indicators', filters.indicators.join(','));
  return params;
}

/**
 * The filters an address asks for. What it names that the dashboard does not offer is left out and reported in
 * `ignored`, so a mistyped or outdated link still opens (on the defaults for that filter) and says what it dropped.
 */
export function fromParams(economy: Economy, params: URLSearchParams) {
  const defaults = defaultFilters(economy);
  const ignored: string[] = [];
  const pick = <T extends string>(name: string, known: readonly T[]): T[] | undefined => {
    const raw = params.get(name);
    if (raw === null) return undefined;
    const values = raw.split(',').filter(Boolean);
    for (const v of values) if (!known.includes(v as T)) ignored.push(`${name}=${v}`);
    const kept = known.filter((k) => values.includes(k));
    // Only unknown values: as if the filter were not in the address.
    return values.length > 0 && kept.length === 0 ? undefined : kept;
  };

  const periodParam = params.get('period');
  const period = economy.timePeriods.find((p) => p.id === periodParam)?.id;
  if (periodParam !== null && !period) ignored.push(`period=${periodParam}`);

  const governorateIds = economy.governorates.map((g) => g.id);
  let governorates = pick('governorate', governorateIds);
  // The whole region and single governorates exclude each other; nothing left means the default.
  if (governorates?.includes(governorateIds[0]!) && governorates.length > 1)
    governorates = [governorateIds[0]!];
  const indicators = pick(
    'indicators',
    economy.indicators.map((i) => i.id),
  );
  const filters: EconomyFilters = {
    period: period ?? defaults.period,
    governorates: governorates?.length ? governorates : defaults.governorates,
    indicators: indicators ?? defaults.indicators,
  };
  return { filters, ignored };
}
