import type { Indicator } from '@core/indicators/schema';
import { useLocale } from '~/i18n/use-locale';

/**
 * An indicator's values as the reader's language writes them, with its decimals: percentages as "61.5%",
 * other units after the number ("5,425 SAR"); `short` leaves the unit out and shortens large numbers (axes).
 */
export function useValueFormat(indicator: Pick<Indicator, 'unit' | 'decimals'>) {
  const { l, number, percent, compact } = useLocale();
  const isPercent = indicator.unit.en.trim() === '%';
  const digits = { minimumFractionDigits: indicator.decimals, maximumFractionDigits: indicator.decimals };
  const full = (value: number) =>
    isPercent
      ? percent(value, { digits: indicator.decimals })
      : `${number(value, digits)} ${l(indicator.unit)}`;
  const short = (value: number) =>
    isPercent ? percent(value) : Math.abs(value) >= 10_000 ? compact(value) : number(value);
  /** A change: "+1.2 pts" for percentages, "+120 SAR" otherwise. */
  const change = (value: number) =>
    isPercent
      ? `${number(value, { ...digits, signDisplay: 'exceptZero' })} ${l({ en: 'pts', ar: 'نقطة' })}`
      : `${number(value, { ...digits, signDisplay: 'exceptZero' })} ${l(indicator.unit)}`;
  return { full, short, change, plain: (value: number) => number(value, digits) };
}
