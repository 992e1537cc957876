import { describe, expect, it } from 'vitest';
import type { Indicator } from './schema.ts';
import { REGION, years } from './vocabulary.ts';
import { watchOf } from './watch.ts';

const indicator = (values: (number | null)[], direction: Indicator['direction'] = 'higher-is-better') =>
  ({
    id: 'x',
    name: { en: 'X', ar: 'س' },
    unit: { en: '%', ar: '٪' },
    decimals: 1,
    direction,
    sdg: null,
    series: [
      {
        geo: REGION,
        group: null,
        values: years.map((_, i) => values[i - (years.length - values.length)] ?? null),
      },
    ],
  }) as unknown as Indicator;

describe('observatory watch', () => {
  it('compares the latest value with the one five years before', () => {
    const w = watchOf(indicator([100, 101, 102, 103, 104, 110]), 5);
    expect(w.latest).toEqual({ year: years.at(-1), value: 110 });
    expect(w.from).toEqual({ year: years.at(-1)! - 5, value: 100 });
    expect(w.change).toBeCloseTo(0.1);
    expect([w.trend, w.status]).toEqual(['up', 'improving']);
  });

  it('reads a fall as improving when lower is better, and a small change as stable', () => {
    expect(watchOf(indicator([10, 9, 8], 'lower-is-better'), 5).status).toBe('improving');
    expect(watchOf(indicator([10, 11], 'lower-is-better'), 5).status).toBe('worsening');
    expect(watchOf(indicator([100, 100.5]), 5)).toMatchObject({ trend: 'flat', status: 'stable' });
  });

  it('says nothing of a trend without two values', () => {
    expect(watchOf(indicator([null, 5]), 5)).toMatchObject({ change: null, trend: null, status: null });
    expect(watchOf(indicator([]), 5)).toMatchObject({ latest: null, from: null });
  });
});
