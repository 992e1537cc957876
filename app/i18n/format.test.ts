import { describe, expect, it } from 'vitest';
import {
  formatCompact,
  formatFileSize,
  formatBytes,
  formatCurrency,
  formatDate,
  formatNumber,
  formatPercent,
  formatYear,
} from './format';

describe('format (en)', () => {
  it('groups thousands', () => expect(formatNumber('en', 746248)).toBe('746,248'));
  it('writes compact figures', () => {
    expect(formatCompact('en', 1_200_000)).toBe('1.2M');
    expect(formatCompact('en', 12_000)).toBe('12K');
    expect(formatCompact('en', 45_200)).toBe('45.2K');
  });
  it('writes percentages with an optional sign', () => {
    expect(formatPercent('en', 5.8)).toBe('5.8%');
    expect(formatPercent('en', 4.2, { signed: true })).toBe('+4.2%');
    expect(formatPercent('en', 8, { signed: true })).toBe('+8%');
    expect(formatPercent('en', -1.5, { signed: true })).toBe('-1.5%');
  });
  it('writes riyal amounts', () => {
    expect(formatCurrency('en', 5425)).toBe('SAR 5,425');
    expect(formatCurrency('en', 345_000_000, { compact: true })).toBe('SAR 345M');
  });
  it('writes dates and years', () => {
    expect(formatDate('en', '2025-09-15')).toBe('Sep 15, 2025');
    expect(formatYear('en', 2024)).toBe('2024');
  });
});

describe('format (ar)', () => {
  it('uses Western digits and Arabic words', () => {
    expect(formatNumber('ar', 746248)).toBe('746,248');
    expect(formatCompact('ar', 1_200_000)).toBe('1.2\u00a0مليون');
    expect(formatCurrency('ar', 5425)).toBe('5,425 ريال سعودي');
  });
  it('writes Gregorian dates with the Umm al-Qura date beside them', () => {
    expect(formatDate('ar', '2025-09-15')).toBe('15 سبتمبر 2025 (23 ربيع الأول 1447 هـ)');
    expect(formatDate('ar', '2025-09-15', { month: 'long', year: 'numeric' })).toBe('سبتمبر 2025');
  });
});

describe('formatFileSize', () => {
  it('localizes the unit and keeps odd text as it is', () => {
    expect(formatFileSize('en', '15 MB')).toBe('15 MB');
    expect(formatFileSize('ar', '2.4 MB')).toBe('2.4 م.ب');
    expect(formatFileSize('en', 'about 3 files')).toBe('about 3 files');
  });
});

describe('formatBytes', () => {
  it('picks the unit by magnitude and localizes it', () => {
    expect(formatBytes('en', 512)).toBe('512 byte');
    expect(formatBytes('ar', 512)).toBe('512 بايت');
    expect(formatBytes('en', 15_300)).toBe('15.3 kB');
    expect(formatBytes('en', 2_400_000)).toBe('2.4 MB');
    expect(formatBytes('ar', 2_400_000)).toBe('2.4 م.ب');
  });
});
