import { describe, expect, it } from 'vitest';
import { newestFirst } from './sort';

describe('newestFirst', () => {
  const items = [
    { id: 'a', d: '2024-11-18' },
    { id: 'b', d: '2025-09-30' },
    { id: 'c', d: '2025-03-20' },
    { id: 'd', d: '2025-09-30' },
  ];
  it('orders by date, newest first, keeping ties in order', () => {
    expect(newestFirst(items, (i) => i.d).map((i) => i.id)).toEqual(['b', 'd', 'c', 'a']);
  });
  it('does not change the input', () => {
    newestFirst(items, (i) => i.d);
    expect(items.map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
