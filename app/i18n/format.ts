/**
 * Locale-aware formatting. Every number and date the portal shows goes through here with the active locale;
 * never call toLocaleString() without one.
 */
export type Locale = 'en';

const cache = new Map<string, Intl.NumberFormat>();
function nf(locale: string, options: Intl.NumberFormatOptions) {
  const key = locale + JSON.stringify(options);
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}

export function formatNumber(locale: string, value: number, options: Intl.NumberFormatOptions = {}) {
  return nf(locale, { maximumFractionDigits: 2, ...options }).format(value);
}

/** 1200000 -> "1.2M" */
export function formatCompact(locale: string, value: number) {
  return nf(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** 5.8 -> "5.8%" (value in percent, not a fraction) */
export function formatPercent(
  locale: string,
  value: number,
  options: { signed?: boolean; digits?: number } = {},
) {
  return nf(locale, {
    style: 'percent',
    minimumFractionDigits: options.digits ?? 0,
    maximumFractionDigits: options.digits ?? 1,
    signDisplay: options.signed ? 'exceptZero' : 'auto',
  }).format(value / 100);
}

/** Saudi riyal amounts: 5425 -> "SAR 5,425"; compact: 345000000 -> "SAR 345M" */
export function formatCurrency(locale: string, value: number, options: { compact?: boolean } = {}) {
  return nf(locale, {
    style: 'currency',
    currency: 'SAR',
    currencyDisplay: 'code',
    minimumFractionDigits: 0,
    maximumFractionDigits: options.compact ? 1 : 0,
    notation: options.compact ? 'compact' : 'standard',
  })
    .format(value)
    .replace(/\u00a0/g, ' ');
}

/** ISO date (YYYY-MM-DD) -> "Sep 15, 2025" */
export function formatDate(
  locale: string,
  iso: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
) {
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }).format(
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)),
  );
}

/** A year or other identifier that must never get a thousands separator. */
export function formatYear(locale: string, year: number) {
  return nf(locale, { useGrouping: false }).format(year);
}
