/**
 * What an indicator page draws, read from and written to its address: the places (?geo=hail-region,baqaa), a
 * disaggregation value (?group=female) and the years (?from=2015&to=2025). Unknown or malformed values fall
 * back to the defaults and are reported, never an error.
 */
import type { Indicator, Series } from '@core/indicators/schema';
import { FIRST_YEAR, LAST_YEAR, REGION, years } from '@core/indicators/vocabulary';

/** At most this many lines at once: more is unreadable on a phone. */
export const MAX_LINES = 4;

export type View = { geos: string[]; group: string | null; from: number; to: number };
export type ViewParam = 'geo' | 'group' | 'from' | 'to';

/** The places an indicator has headline values for, in register order (the region first). */
export function placesOf(indicator: Pick<Indicator, 'series'>): string[] {
  return [...new Set(indicator.series.filter((s) => s.group === null).map((s) => s.geo))];
}

/** The disaggregation values an indicator has, e.g. ['female', 'male']. */
export function groupsOf(indicator: Pick<Indicator, 'series'>): string[] {
  return [...new Set(indicator.series.flatMap((s) => (s.group === null ? [] : [s.group])))];
}

/** The years with a value in any series. */
export function yearsOf(indicator: Pick<Indicator, 'series'>): number[] {
  return years.filter((_, i) => indicator.series.some((s) => s.values[i] !== null));
}

export function defaultView(indicator: Pick<Indicator, 'series'>): View {
  const span = yearsOf(indicator);
  return { geos: [REGION], group: null, from: span[0] ?? FIRST_YEAR, to: span.at(-1) ?? LAST_YEAR };
}

/** The view an address asks for, and the parameters it had to ignore. */
export function parseView(
  params: URLSearchParams,
  indicator: Pick<Indicator, 'series'>,
): { view: View; invalid: ViewParam[] } {
  const fallback = defaultView(indicator);
  const invalid: ViewParam[] = [];
  const places = placesOf(indicator);
  let geos = fallback.geos;
  const geoText = params.get('geo');
  if (geoText !== null) {
    const asked = [...new Set(geoText.split(',').filter(Boolean))];
    const known = asked.filter((g) => places.includes(g));
    if (known.length !== asked.length || known.length === 0 || known.length > MAX_LINES) invalid.push('geo');
    if (known.length) geos = places.filter((p) => known.includes(p)).slice(0, MAX_LINES);
  }
  let group: string | null = null;
  const groupText = params.get('group');
  if (groupText !== null) {
    if (groupsOf(indicator).includes(groupText)) group = groupText;
    else invalid.push('group');
  }
  const year = (name: 'from' | 'to', value: number) => {
    const text = params.get(name);
    if (text === null) return value;
    const n = /^\d{4}$/.test(text) ? Number(text) : NaN;
    if (n >= fallback.from && n <= fallback.to) return n;
    invalid.push(name);
    return value;
  };
  let from = year('from', fallback.from);
  let to = year('to', fallback.to);
  if (from > to) {
    invalid.push('from');
    [from, to] = [fallback.from, fallback.to];
  }
  return { view: { geos, group, from, to }, invalid };
}

/** The shortest query string for a view (defaults left out). */
export function toParams(view: View, indicator: Pick<Indicator, 'series'>): URLSearchParams {
  const fallback = defaultView(indicator);
  const params = new URLSearchParams();
  if (view.geos.join(',') !== fallback.geos.join(',')) params.set('geo', view.geos.join(','));
  if (view.group) params.set('group', view.group);
  if (view.from !== fallback.from) params.set('from', String(view.from));
  if (view.to !== fallback.to) params.set('to', String(view.to));
  return params;
}

export type Line = { geo: string; values: (number | null)[] };

/** The lines a view draws: one per chosen place, over the chosen years (values aligned on `years`). */
export function linesOf(
  indicator: Pick<Indicator, 'series'>,
  view: View,
): { years: number[]; lines: Line[] } {
  const first = view.from - FIRST_YEAR;
  const last = view.to - FIRST_YEAR;
  const shown = years.slice(first, last + 1);
  const lines = view.geos.flatMap((geo) => {
    const s: Series | undefined = indicator.series.find((x) => x.geo === geo && x.group === view.group);
    return s ? [{ geo, values: s.values.slice(first, last + 1) }] : [];
  });
  return { years: shown, lines };
}

/** Whether a change is good news for this indicator: up when higher is better, down when lower is. */
export function isImprovement(change: number, direction: Indicator['direction']) {
  return direction === 'higher-is-better' ? change > 0 : change < 0;
}
