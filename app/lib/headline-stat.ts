import type { HeadlineStat } from '@content/home';
import type { Indicator } from '@core/indicators/schema';
import { latestValue } from '@core/indicators/latest';
import { formatCompact, formatNumber, formatPercent, type Locale } from '~/i18n/format';

/** A headline stat with its figures read from its indicator: the latest value and, if asked, its change. */
export type HeadlineFigure = Omit<HeadlineStat, 'change' | 'indicator'> & { value: number; change?: number };

/** Reads each stat's figures from the published indicators (in a loader, at build time). */
export function resolveHeadlineStats(
  stats: readonly HeadlineStat[],
  indicators: readonly Pick<Indicator, 'id' | 'series'>[],
): HeadlineFigure[] {
  return stats.map(({ indicator: id, change, ...stat }) => {
    const indicator = indicators.find((i) => i.id === id);
    const latest = indicator && latestValue(indicator);
    if (!latest)
      throw new Error(
        `content/home.ts: headline stat ${stat.id} names indicator "${id}", which has no value`,
      );
    return {
      ...stat,
      value: latest.value,
      ...(change && latest.change !== null ? { change: latest.change } : {}),
    };
  });
}

/** The value of a headline stat as shown on its tile: 746,248 · +4.2% · 5.8% · 1.2M. */
export function formatHeadlineValue(locale: Locale, stat: Pick<HeadlineFigure, 'value' | 'format'>): string {
  switch (stat.format) {
    case 'number':
      return formatNumber(locale, stat.value);
    case 'percent':
      return formatPercent(locale, stat.value);
    case 'signed-percent':
      return formatPercent(locale, stat.value, { signed: true });
    case 'compact':
      return formatCompact(locale, stat.value);
  }
}

/** A percentage change, always signed: 2.3 → +2.3%. */
export function formatChange(locale: Locale, change: number): string {
  return formatPercent(locale, change, { signed: true });
}
