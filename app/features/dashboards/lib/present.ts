/**
 * The dashboard's figures as text in one language: card values and notes, chart rows and headers, the wage
 * table. The page and the PDF both read this, so they say the same thing.
 */
import type { Economy, EconomyIndicator } from '@content/economy';
import type { Localized } from '@content/schema';
import type { TFunction } from 'i18next';
import { pick } from '~/i18n';
import * as f from '~/i18n/format';
import type { EconomyFilters } from './filters';
import { cardFigures, chartData, chosenIndicators, tableRows, type EconomyData } from './view';

export type Presenter = { locale: f.Locale; t: TFunction<'economy'> };

export function presenter({ locale, t }: Presenter, economy: Economy, data: EconomyData) {
  const l = (text: Localized) => pick(text, locale);
  const year = (y: number) => f.formatYear(locale, y);
  const place = (geo: string) =>
    l(economy.governorates.find((g) => g.id === geo)?.label ?? { en: geo, ar: geo });
  const dataOf = (indicator: EconomyIndicator) => data[indicator.indicator]!;

  /** Values as the indicator's unit wants them: full (tables, tooltips), short (axis ticks) and on cards. */
  function formats(indicator: EconomyIndicator) {
    const { unit, decimals } = dataOf(indicator);
    const digits = { maximumFractionDigits: decimals };
    if (indicator.measure === 'growth') {
      const signed = (v: number) => f.formatPercent(locale, v, { signed: true });
      return { value: signed, tick: (v: number) => f.formatPercent(locale, v), card: signed };
    }
    if (unit.en === '%') {
      const percent = (v: number) => f.formatPercent(locale, v);
      return { value: percent, tick: percent, card: percent };
    }
    if (indicator.money === 'sar') {
      const sar = (v: number) => f.formatCurrency(locale, v);
      return { value: sar, tick: (v: number) => f.formatNumber(locale, v), card: sar };
    }
    const number = (v: number) => f.formatNumber(locale, v, digits);
    return {
      value: number,
      tick: (v: number) => (v >= 10_000 ? f.formatCompact(locale, v) : f.formatNumber(locale, v)),
      card:
        indicator.money === 'sar-millions'
          ? (v: number) => f.formatCurrency(locale, v * 1_000_000, { compact: true })
          : number,
    };
  }

  function unitOf(indicator: EconomyIndicator) {
    return indicator.measure === 'growth' ? '%' : l(dataOf(indicator).unit);
  }

  function cards(filters: EconomyFilters) {
    return chosenIndicators(economy, filters).map((indicator) => {
      const format = formats(indicator);
      const figures = cardFigures(economy, indicator, dataOf(indicator), filters).map((figure) => {
        const when = indicator.cardPeriod
          ? l(indicator.cardPeriod).replace('{{year}}', year(figure.year))
          : year(figure.year);
        const change =
          figure.change === null ? null : f.formatPercent(locale, figure.change, { signed: true });
        const note =
          change === null
            ? when
            : figure.since === null
              ? t('cards.yearOnYear', { change, year: when })
              : t('cards.since', { change, since: year(figure.since), year: when });
        return { ...figure, place: place(figure.geo), text: format.card(figure.value), note };
      });
      return { id: indicator.id, label: l(indicator.cardLabel), figures };
    });
  }

  function chart(indicator: EconomyIndicator, filters: EconomyFilters) {
    const drawn = chartData(economy, indicator, dataOf(indicator), filters);
    const format = formats(indicator);
    const trend = indicator.chart === 'trend';
    const groups = indicator.groups ?? [];
    const rows = drawn.categories.map((category, i) => ({
      label: trend ? year(Number(category)) : l(groups.find((g) => g.id === category)!.label),
      values: drawn.lines.map((line) => line.values[i] ?? null),
    }));
    const when = trend
      ? rows.length
        ? t('notes.trendYears', { from: rows[0]!.label, to: rows.at(-1)!.label })
        : ''
      : drawn.year === null
        ? ''
        : t('notes.groupYear', { year: year(drawn.year) });
    return {
      indicator,
      title: l(indicator.chartTitle),
      description: `${l(indicator.chartDescription)} ${when}`.trim(),
      empty: rows.length === 0 || drawn.lines.every((line) => line.values.every((v) => v === null)),
      rows,
      series: drawn.lines.map((line) => ({ geo: line.geo, name: place(line.geo) })),
      categoryHeader: trend ? t('chart.year') : l(indicator.groupLabel!),
      valueHeader: t('chart.valueIn', {
        name: indicator.measure === 'growth' ? l(indicator.label) : l(dataOf(indicator).name),
        unit: unitOf(indicator),
      }),
      format,
      /** Shares are drawn on their whole scale, 0 to 100. */
      domain:
        indicator.measure === 'value' && dataOf(indicator).unit.en === '%'
          ? ([0, 100] as [number, number])
          : undefined,
      fileName: `hail-${indicator.id}${trend ? '' : `-by-${indicator.groupLabel!.en.toLowerCase()}`}.csv`,
    };
  }

  /** The wage table, if its indicator is chosen: a row per sector (and governorate, when several). */
  function table(filters: EconomyFilters) {
    const indicator = chosenIndicators(economy, filters).find((i) => i.id === economy.wageTable.indicator);
    if (!indicator) return null;
    const { rows } = tableRows(economy, indicator, dataOf(indicator), filters);
    const format = formats(indicator);
    const several = filters.governorates.length > 1;
    return {
      title: l(economy.wageTable.title),
      columns: [
        ...(several ? [t('table.governorate')] : []),
        t('table.sector'),
        t('table.averageWage'),
        t('table.growth'),
      ],
      rows: rows.map((r) => ({
        key: `${r.geo}-${r.group}`,
        cells: [
          ...(several ? [place(r.geo)] : []),
          l(indicator.groups!.find((g) => g.id === r.group)!.label),
          format.value(r.value),
          r.growth === null ? '—' : f.formatPercent(locale, r.growth, { signed: true }),
        ],
        growth: r.growth,
      })),
    };
  }

  const periodLabel = (filters: EconomyFilters) =>
    l((economy.timePeriods.find((p) => p.id === filters.period) ?? economy.timePeriods[0]!).label);

  return { l, place, cards, chart, table, periodLabel };
}
