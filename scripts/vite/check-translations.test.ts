import { describe, expect, it } from 'vitest';
import { missingArabicKeys } from './check-translations';

describe('missingArabicKeys', () => {
  it('asks for every key, and the six Arabic plural forms of an English plural', () => {
    const en = {
      title: 'Data',
      nested: { close: 'Close' },
      count_one: '{{count}} dataset',
      count_other: '{{count}} datasets',
    };
    expect(missingArabicKeys(en, undefined)).toEqual([
      'title',
      'nested.close',
      'count_zero',
      'count_one',
      'count_two',
      'count_few',
      'count_many',
      'count_other',
    ]);
    const ar = {
      title: 'البيانات',
      nested: { close: ' ' },
      count_zero: 'لا شيء',
      count_one: 'واحدة',
      count_two: 'اثنتان',
      count_few: '{{count}}',
      count_many: '{{count}}',
      count_other: '{{count}}',
    };
    expect(missingArabicKeys(en, ar)).toEqual(['nested.close']);
  });
});
