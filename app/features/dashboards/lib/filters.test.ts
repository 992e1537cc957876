import { economy } from '@content/economy';
import { describe, expect, it } from 'vitest';
import { appliedView, defaultFilters, sameFilters, toggleGovernorate, toggleIndicator } from './filters';

const defaults = defaultFilters(economy);

describe('economy filters', () => {
  it('defaults to 2025, the whole region and the three published indicators', () => {
    expect(defaults).toEqual({
      period: '2025',
      governorates: ['all'],
      indicators: ['agricultural-production', 'labor-force-participation', 'average-monthly-wages'],
    });
    const view = appliedView(economy, defaults);
    expect(
      view.shows('agricultural-production') &&
        view.shows('labor-force-participation') &&
        view.shows('average-monthly-wages'),
    ).toBe(true);
    expect(view).toMatchObject({
      unpublished: [],
      nothingChosen: false,
      governorateNote: false,
      periodNote: false,
    });
  });

  it('keeps "All Region" and single governorates exclusive', () => {
    expect(toggleGovernorate(['all'], 'hail-city', true, 'all')).toEqual(['hail-city']);
    expect(toggleGovernorate(['hail-city'], 'samira', true, 'all')).toEqual(['hail-city', 'samira']);
    expect(toggleGovernorate(['hail-city', 'samira'], 'all', true, 'all')).toEqual(['all']);
    expect(toggleGovernorate(['hail-city', 'samira'], 'samira', false, 'all')).toEqual(['hail-city']);
  });

  it('keeps indicators in option order', () => {
    const order = economy.indicators.map((i) => i.id);
    expect(toggleIndicator(['average-monthly-wages'], 'industrial-output', true, order)).toEqual([
      'average-monthly-wages',
      'industrial-output',
    ]);
    expect(toggleIndicator(defaults.indicators, 'labor-force-participation', false, order)).toEqual([
      'agricultural-production',
      'average-monthly-wages',
    ]);
  });

  it('shows unpublished indicators as notes, never as figures', () => {
    const view = appliedView(economy, {
      ...defaults,
      indicators: ['industrial-output', 'foreign-direct-investment'],
    });
    expect(view.shows('industrial-output')).toBe(false);
    expect(view.shows('agricultural-production')).toBe(false);
    expect(view.unpublished.map((i) => i.id)).toEqual(['industrial-output', 'foreign-direct-investment']);
    expect(appliedView(economy, { ...defaults, indicators: [] }).nothingChosen).toBe(true);
  });

  it('flags governorates and periods the region-wide series do not describe', () => {
    expect(appliedView(economy, { ...defaults, governorates: ['samira'] }).governorateNote).toBe(true);
    expect(appliedView(economy, { ...defaults, governorates: [] }).governorateNote).toBe(true);
    expect(appliedView(economy, { ...defaults, period: 'last-10-years' }).periodNote).toBe(true);
  });

  it('compares filter sets regardless of order', () => {
    expect(sameFilters(defaults, { ...defaults, indicators: [...defaults.indicators].reverse() })).toBe(true);
    expect(sameFilters(defaults, { ...defaults, period: '2024' })).toBe(false);
  });
});
