/**
 * From the indicator files and the applied filters to exactly what the dashboard draws: the years of the period,
 * a line or bar series per chosen governorate, the summary cards' values and changes, the wage table. Pure (no
 * React, no chart library), so the charts, their tables, the CSV and the PDF all show the same numbers.
 */
import type { Economy, EconomyIndicator, EconomyPeriod } from '@content/economy';
import type { Localized } from '@content/schema';
import { LAST_YEAR, years } from '@core/indicators/vocabulary';
import type { EconomyFilters } from './filters';

/** One indicator as the dashboard needs it (from build/data/indicators.json; values aligned on `years`). */
export type EconomySeries = {
  id: string;
  name: Localized;
  unit: Localized;
  decimals: number;
  source: Localized;
  dataset: string;
  series: { geo: string; group: string | null; values: (number | null)[] }[];
};
export type EconomyData = Record<string, EconomySeries>;

/** Trend charts of a single year show the five years of data up to it. */
const TREND_YEARS = 5;

const round1 = (n: number) => Math.round(n * 10) / 10;
/** Percentage change from `from` to `to`, one decimal; null without both. */
export const percentChange = (from: number | null | undefined, to: number | null | undefined) =>
  from == null || to == null || from === 0 ? null : round1((to / from - 1) * 100);

/** The values a key indicator shows: the file's, or their change on the year before ('growth'). */
function measured(indicator: EconomyIndicator, data: EconomySeries) {
  if (indicator.measure === 'value') return data.series;
  return data.series.map((s) => ({
    ...s,
    values: s.values.map((v, i) => percentChange(s.values[i - 1], v)),
  }));
}

const valueAt = (values: (number | null)[], year: number) => values[years.indexOf(year)] ?? null;

/** The years the period covers among those with a value: trend years, and the year cards and bars describe. */
export function periodYears(period: EconomyPeriod, withData: number[]) {
  const shown =
    'year' in period
      ? withData.filter((y) => y <= period.year).slice(-TREND_YEARS)
      : withData.filter((y) => y > LAST_YEAR - period.span && y <= LAST_YEAR);
  return { shown, last: shown.at(-1) ?? null, first: shown[0] ?? null };
}

type Line = { geo: string; values: (number | null)[] };
type ChartData = {
  /** Years for a trend chart, group ids (Men, Agriculture…) for a groups chart. */
  categories: string[];
  /** One per chosen governorate, in the filter's order; values align with categories. */
  lines: Line[];
  /** The year a groups chart describes. */
  year: number | null;
};

function withDataYears(series: Line[]) {
  return years.filter((_, i) => series.some((s) => s.values[i] != null));
}

function periodOf(economy: Economy, filters: EconomyFilters) {
  return economy.timePeriods.find((p) => p.id === filters.period) ?? economy.timePeriods[0]!;
}

/** What a key indicator's chart draws under the filters. */
export function chartData(
  economy: Economy,
  indicator: EconomyIndicator,
  data: EconomySeries,
  filters: EconomyFilters,
): ChartData {
  const series = measured(indicator, data);
  const period = periodOf(economy, filters);
  const pick = (group: string | null) =>
    filters.governorates.map((geo) => ({
      geo,
      values: series.find((s) => s.geo === geo && s.group === group)?.values ?? years.map(() => null),
    }));
  if (indicator.chart === 'trend') {
    const lines = pick(null);
    const { shown } = periodYears(period, withDataYears(lines));
    return {
      categories: shown.map(String),
      lines: lines.map((l) => ({ geo: l.geo, values: shown.map((y) => valueAt(l.values, y)) })),
      year: null,
    };
  }
  const groups = indicator.groups!.map((g) => g.id);
  const byGroup = groups.map(pick);
  const { last } = periodYears(period, withDataYears(byGroup.flat()));
  return {
    categories: groups,
    lines: filters.governorates.map((geo, i) => ({
      geo,
      values: byGroup.map((lines) => (last === null ? null : valueAt(lines[i]!.values, last))),
    })),
    year: last,
  };
}

/** A summary card's figure for one governorate: the period's last value and its change. */
export type CardFigure = {
  geo: string;
  value: number;
  year: number;
  /** Percent on the year before (a single year) or since `since` (a span of years); null when not shown. */
  change: number | null;
  since: number | null;
};

export function cardFigures(
  economy: Economy,
  indicator: EconomyIndicator,
  data: EconomySeries,
  filters: EconomyFilters,
): CardFigure[] {
  const series = measured(indicator, data);
  const period = periodOf(economy, filters);
  return filters.governorates.flatMap((geo) => {
    const values = series.find((s) => s.geo === geo && s.group === null)?.values ?? [];
    const { shown, first, last } = periodYears(period, withDataYears([{ geo, values }]));
    if (last === null) return [];
    const value = valueAt(values, last)!;
    const single = 'year' in period;
    const from = single ? shown.at(-2) : first;
    const change =
      indicator.cardChange && from != null && from !== last
        ? percentChange(valueAt(values, from), value)
        : null;
    return [{ geo, value, year: last, change, since: single || change === null ? null : from! }];
  });
}

/** The wage table's rows: per chosen governorate and sector, the period's last wage and its growth on the year before. */
export function tableRows(
  economy: Economy,
  indicator: EconomyIndicator,
  data: EconomySeries,
  filters: EconomyFilters,
) {
  const { year } = chartData(economy, indicator, data, filters);
  if (year === null) return { year, rows: [] };
  const rows = filters.governorates.flatMap((geo) =>
    indicator.groups!.flatMap((group) => {
      const values = data.series.find((s) => s.geo === geo && s.group === group.id)?.values ?? [];
      const value = valueAt(values, year);
      if (value === null) return [];
      return [{ geo, group: group.id, value, growth: percentChange(valueAt(values, year - 1), value) }];
    }),
  );
  return { year, rows };
}

export function chosenIndicators(economy: Economy, filters: EconomyFilters) {
  return economy.indicators.filter((i) => filters.indicators.includes(i.id));
}
