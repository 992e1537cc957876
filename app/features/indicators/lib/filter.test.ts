import { describe, expect, it } from 'vitest';
import { filterIndicators, filterParams, parseFilter } from './filter';

const items = [
  {
    id: 'a',
    name: { en: 'Literacy rate', ar: 'معدل الإلمام بالقراءة والكتابة' },
    sdg: { goal: 4, target: '4.6' },
  },
  { id: 'b', name: { en: 'Household size', ar: 'متوسط حجم الأسرة' }, sdg: null },
  { id: 'c', name: { en: 'Infant mortality rate', ar: 'معدل وفيات الرضع' }, sdg: { goal: 3, target: '3.2' } },
];
const ids = (q: string, goal: number | null = null) => filterIndicators(items, { q, goal }).map((i) => i.id);

describe('filtering a domain’s indicators', () => {
  it('by every word of the name, in either language and spelling', () => {
    expect(ids('')).toEqual(['a', 'b', 'c']);
    expect(ids('RATE')).toEqual(['a', 'c']);
    expect(ids('infant rate')).toEqual(['c']);
    expect(ids('الاسرة')).toEqual(['b']);
    expect(ids('water')).toEqual([]);
  });

  it('by SDG goal, read from and written to the address', () => {
    expect(ids('', 4)).toEqual(['a']);
    expect(ids('rate', 3)).toEqual(['c']);
    expect(parseFilter(new URLSearchParams('q=rate&goal=3'), [3, 4])).toEqual({ q: 'rate', goal: 3 });
    expect(parseFilter(new URLSearchParams('goal=99'), [3, 4])).toEqual({ q: '', goal: null });
    expect(filterParams({ q: 'rate', goal: 3 }).toString()).toBe('q=rate&goal=3');
  });
});
