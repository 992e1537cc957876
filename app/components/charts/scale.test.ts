import { scaleLinear } from 'd3-scale';
import { describe, expect, it } from 'vitest';
import { linear, linePath, niceDomain, ticks } from './scale';

describe('linear', () => {
  it("maps, widens and ticks as d3's scaleLinear().nice(5)", () => {
    for (const [d0, d1] of [
      [0, 97.3],
      [12.4, 18.9],
      [-3.2, 41],
      [2010, 2024],
      [0.013, 0.071],
      [0.3, 0.9],
      [1234, 987654],
      [-0.004, -0.0011],
      [41.6, 41.6],
    ] as [number, number][]) {
      const [start, stop] = niceDomain(d0, d1, 5);
      const ours = linear([start, stop], [268, 16]);
      const d3 = scaleLinear().domain([d0, d1]).nice(5).range([268, 16]);
      expect([start, stop]).toEqual(d3.domain());
      expect(ticks(start, stop, 5)).toEqual(d3.ticks(5));
      for (const v of [d0, (d0 + d1) / 2, d1]) expect(ours(v)).toBeCloseTo(d3(v), 9);
    }
  });

  it('maps a domain of one value to the middle of the range', () => {
    expect(linear([5, 5], [0, 100])(5)).toBe(50);
  });
});

describe('linePath', () => {
  it('moves to the first point, draws to the next and breaks at a missing one', () => {
    expect(linePath([[0, 10], [1.006, 2.333], null, [3, 4], [5, 6]])).toBe('M0,10L1.01,2.33M3,4L5,6');
    expect(linePath([null, [1, 1]])).toBe('M1,1');
  });
});
