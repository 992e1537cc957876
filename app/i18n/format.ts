/**
 * Locale-aware formatting. Every number and date the portal shows goes through here with the active locale;
 * never call toLocaleString() without one.
 */
export type Locale = 'en' | 'ar';

/**
 * Arabic numbers use Western digits by default (set ARABIC_DIGITS to 'arab' for Arabic-Indic digits), Saudi
 * conventions, and the Gregorian calendar with the Umm al-Qura Hijri date beside it.
 */
export const ARABIC_DIGITS: 'latn' | 'arab' = 'latn';
const numberLocale = (locale: string) => (locale === 'ar' ? `ar-SA-u-nu-${ARABIC_DIGITS}` : locale);
const dateLocale = (locale: string) => (locale === 'ar' ? `ar-SA-u-ca-gregory-nu-${ARABIC_DIGITS}` : locale);
const hijriLocale = `ar-SA-u-ca-islamic-umalqura-nu-${ARABIC_DIGITS}`;

/**
 * Each format made once for a locale and options: making one costs far more than using it (a CPU profile of the
 * home page's hydration at a phone's speed: 19 ms making the same date formats again and again).
 */
function madeOnce<Options, Format>(make: (locale: string, options: Options) => Format) {
  const made = new Map<string, Format>();
  return (locale: string, options: Options) => {
    const key = locale + JSON.stringify(options);
    let format = made.get(key);
    if (!format) made.set(key, (format = make(locale, options)));
    return format;
  };
}
const nf = madeOnce(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(numberLocale(locale), options),
);
const dtf = madeOnce(
  (locale, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }),
);

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
    // "SAR 5,425" in English; "5,425 ريال سعودي" (Saudi riyal written out) in Arabic.
    currencyDisplay: locale === 'ar' ? 'name' : 'code',
    minimumFractionDigits: 0,
    maximumFractionDigits: options.compact ? 1 : 0,
    notation: options.compact ? 'compact' : 'standard',
  })
    .format(value)
    .replace(/\u00a0/g, ' ');
}

/** ISO date (YYYY-MM-DD) -> "Sep 15, 2025"; in Arabic "15 سبتمبر 2025 (23 ربيع الأول 1447 هـ)" */
export function formatDate(
  locale: string,
  iso: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
) {
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  if (locale !== 'ar') return dtf(locale, options).format(date);
  // Arabic "medium" dates are all digits; the long form names the month.
  const arabic = options.dateStyle === 'medium' ? { ...options, dateStyle: 'long' as const } : options;
  const gregorian = dtf(dateLocale(locale), arabic).format(date);
  if (!arabic.dateStyle && !arabic.day) return gregorian;
  const hijri = dtf(hijriLocale, { dateStyle: 'long' }).format(date);
  return `${gregorian} (${hijri})`;
}

/**
 * A date with its Umm al-Qura Hijri date beside it in either language: "Tuesday, December 8, 2026 (Jumada II
 * 17, 1448 AH)"; Arabic dates carry it already (formatDate).
 */
export function formatDateWithHijri(locale: string, iso: string, options: Intl.DateTimeFormatOptions) {
  const text = formatDate(locale, iso, options);
  if (locale === 'ar') return text;
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  const hijri = dtf(`${locale}-u-ca-islamic-umalqura`, { dateStyle: 'long' }).format(date);
  return `${text} (${hijri})`;
}

/** A year or other identifier that must never get a thousands separator. */
export function formatYear(locale: string, year: number) {
  return nf(locale, { useGrouping: false }).format(year);
}

const sizeUnits = { KB: 'kilobyte', MB: 'megabyte', GB: 'gigabyte' } as const;

/** A file size written in content as '15 MB' -> "15 MB" in English, "15 م.ب" in Arabic; other text unchanged. */
export function formatFileSize(locale: string, size: string) {
  const match = /^([\d.]+)\s*(KB|MB|GB)$/i.exec(size.trim());
  if (!match) return size;
  const unit = sizeUnits[match[2]!.toUpperCase() as keyof typeof sizeUnits];
  return nf(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(
    Number(match[1]),
  );
}

/** A size in bytes, in the largest unit that keeps it ≥ 1 (decimal units, as file managers show): "15.3 KB". */
export function formatBytes(locale: string, bytes: number) {
  const [unit, divisor] =
    bytes >= 1e9
      ? (['gigabyte', 1e9] as const)
      : bytes >= 1e6
        ? (['megabyte', 1e6] as const)
        : bytes >= 1e3
          ? (['kilobyte', 1e3] as const)
          : (['byte', 1] as const);
  return nf(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(
    bytes / divisor,
  );
}
