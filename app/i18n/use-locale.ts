import type { Localized } from '@content/schema';
import * as f from './format';
import { pick, useTexts } from '~/i18n';

/** The active language with its formatters and a reader for localized content fields. */
export function useLocale() {
  const { i18n } = useTexts();
  const locale = i18n.language as f.Locale;
  return {
    locale,
    /** Picks the active language's text of a content field. */
    l: (text: Localized) => pick(text, locale),
    number: (value: number, options?: Intl.NumberFormatOptions) => f.formatNumber(locale, value, options),
    compact: (value: number) => f.formatCompact(locale, value),
    percent: (value: number, options?: { signed?: boolean; digits?: number }) =>
      f.formatPercent(locale, value, options),
    currency: (value: number, options?: { compact?: boolean }) => f.formatCurrency(locale, value, options),
    date: (iso: string, options?: Intl.DateTimeFormatOptions) => f.formatDate(locale, iso, options),
    /** A date with the Hijri date beside it, in both languages. */
    dateWithHijri: (iso: string, options: Intl.DateTimeFormatOptions) =>
      f.formatDateWithHijri(locale, iso, options),
    year: (year: number) => f.formatYear(locale, year),
    fileSize: (size: string) => f.formatFileSize(locale, size),
    bytes: (bytes: number) => f.formatBytes(locale, bytes),
  };
}
