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
  it('has the spec populations, projects and growth', () => {
    expect(governorates.map((g) => g.population)).toEqual([440000, 67000, 34000, 28000, 41000, 23000]);
    expect(governorates.map((g) => g.majorProjects)).toEqual([45, 12, 8, 6, 9, 4]);
    expect(governorates.map((g) => g.gdpGrowth)).toEqual([4.8, 3.2, 2.9, 3.7, 4.1, 2.4]);
  });
  it('places the towns as they lie: Baqaa north-east of Hail, Al Sulaymi the southernmost', () => {
    const at = (id: string) => governorates.find((g) => g.id === id)!.coordinates;
    expect(at('baqaa').x).toBeGreaterThan(at('hail-city').x);
    expect(at('baqaa').y).toBeLessThan(at('hail-city').y);
    expect(Math.max(...governorates.map((g) => g.coordinates.y))).toBe(at('al-sulaymi').y);
  });
});
