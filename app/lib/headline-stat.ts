import type { HeadlineStat } from '@content/home';
import { formatCompact, formatNumber, formatPercent, type Locale } from '~/i18n/format';

/** The value of a headline stat as shown on its tile: 746,248 · +4.2% · 5.8% · 1.2M. */
export function formatHeadlineValue(locale: Locale, stat: Pick<HeadlineStat, 'value' | 'format'>): string {
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
