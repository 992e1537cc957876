import { governorates } from './governorates';
import { describe, expect, it } from 'vitest';

describe('governorates (spec figures)', () => {
  it('has the six governorates in order, Hail City first (the map default)', () => {
    expect(governorates.map((g) => g.id)).toEqual([
      'hail-city',
      'baqaa',
      'ghazalah',
      'ash-shinan',
      'samira',
      'al-sulaymi',
    ]);
  });
  // Populations and growth are indicators (data/indicators; scripts/data/indicators.test.ts checks them).
  it('has the spec projects', () => {
    expect(governorates.map((g) => g.majorProjects)).toEqual([45, 12, 8, 6, 9, 4]);
  });
  it('places the towns as they lie: Baqaa north-east of Hail, Al Sulaymi the southernmost', () => {
    const at = (id: string) => governorates.find((g) => g.id === id)!.coordinates;
    expect(at('baqaa').x).toBeGreaterThan(at('hail-city').x);
    expect(at('baqaa').y).toBeLessThan(at('hail-city').y);
    expect(Math.max(...governorates.map((g) => g.coordinates.y))).toBe(at('al-sulaymi').y);
  });
});
