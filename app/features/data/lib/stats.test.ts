import { domains } from '@content/domains';
import { indicators } from '@content/indicators';
import { describe, expect, it } from 'vitest';
import { indicatorTotals, sdgRows } from './stats';

describe('indicatorTotals', () => {
  it('derives the spec figures from the domains: 102 indicators, 30 SDG aligned, 5 domains', () => {
    expect(indicatorTotals(domains)).toEqual({ indicators: 102, sdgAligned: 30, domains: 5 });
  });
  it('keeps 15 years of data in content', () => {
    expect(indicators.yearsOfData).toBe(15);
  });
  it('is zero for no domains', () => {
    expect(indicatorTotals([])).toEqual({ indicators: 0, sdgAligned: 0, domains: 0 });
  });
});

describe('sdgRows', () => {
  const rows = sdgRows(domains, indicators.sdg.goalsByDomain);
  it('has one row per domain whose aligned counts sum to 30', () => {
    expect(rows.map((r) => r.domain.id)).toEqual(domains.map((d) => d.id));
    expect(rows.reduce((sum, r) => sum + r.aligned, 0)).toBe(30);
  });
  it('computes the share of each domain', () => {
    const people = rows.find((r) => r.domain.id === 'people-society');
    expect(people?.aligned).toBe(8);
    expect(people?.total).toBe(24);
    expect(people?.share).toBeCloseTo(33.33, 2);
  });
  it('names a goal for every domain, and every goal has a title', () => {
    const known = new Set(indicators.sdg.goals.map((g) => g.number));
    for (const row of rows) {
      expect(row.goals.length).toBeGreaterThan(0);
      for (const goal of row.goals) expect(known.has(goal)).toBe(true);
    }
  });
});
