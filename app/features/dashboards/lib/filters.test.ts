import { economy } from '@content/economy';
import { describe, expect, it } from 'vitest';
import { defaultFilters, fromParams, sameFilters, toggle, toggleGovernorate, toParams } from './filters';

const defaults = defaultFilters(economy);
const parse = (query: string) => fromParams(economy, new URLSearchParams(query));

describe('economy filters', () => {
  it('defaults to 2025, the whole region and the three spec indicators', () => {
    expect(defaults).toEqual({
      period: '2025',
      governorates: ['hail-region'],
      indicators: ['agricultural-production', 'labor-force-participation', 'average-monthly-wages'],
    });
  });

  it('keeps "All Region" and single governorates exclusive', () => {
    const all = 'hail-region';
    expect(toggleGovernorate([all], 'hail-city', true, all)).toEqual(['hail-city']);
    expect(toggleGovernorate(['hail-city'], 'samira', true, all)).toEqual(['hail-city', 'samira']);
    expect(toggleGovernorate(['hail-city', 'samira'], all, true, all)).toEqual([all]);
    expect(toggleGovernorate(['hail-city', 'samira'], 'samira', false, all)).toEqual(['hail-city']);
    expect(toggleGovernorate(['hail-city'], 'hail-city', false, all)).toEqual([all]);
    expect(toggleGovernorate([all], all, false, all)).toEqual([all]);
  });

  it('keeps key indicators in the panel order', () => {
    const order = economy.indicators.map((i) => i.id);
    expect(toggle(['average-monthly-wages'], 'agricultural-production', true, order)).toEqual([
      'agricultural-production',
      'average-monthly-wages',
    ]);
    expect(toggle(defaults.indicators, 'labor-force-participation', false, order)).toEqual([
      'agricultural-production',
      'average-monthly-wages',
    ]);
  });

  it('writes only what differs from the defaults into the address, and reads it back', () => {
    expect(toParams(defaults, defaults).toString()).toBe('');
    const view = {
      period: 'last-10-years',
      governorates: ['hail-city', 'samira'],
      indicators: ['industrial-output' as const],
    };
    const query = toParams(view, defaults).toString();
    expect(query).toBe('period=last-10-years&governorate=hail-city%2Csamira&indicators=industrial-output');
    expect(parse(query)).toEqual({ filters: view, ignored: [] });
    // No indicator at all is a view of its own
    const none = toParams({ ...defaults, indicators: [] }, defaults);
    expect(none.toString()).toBe('indicators=');
    expect(parse(none.toString()).filters.indicators).toEqual([]);
  });

  it('opens a link with unknown values on what it can use, and says what it left out', () => {
    expect(parse('period=1999&governorate=hail-city,atlantis&indicators=gold')).toEqual({
      filters: { ...defaults, governorates: ['hail-city'] },
      ignored: ['period=1999', 'governorate=atlantis', 'indicators=gold'],
    });
    // The region with single governorates is the region; an empty list the default
    expect(parse('governorate=hail-region,samira').filters.governorates).toEqual(['hail-region']);
    expect(parse('governorate=').filters.governorates).toEqual(['hail-region']);
  });

  it('compares views whatever the order of their lists', () => {
    expect(sameFilters(defaults, { ...defaults, indicators: [...defaults.indicators].reverse() })).toBe(true);
    expect(sameFilters(defaults, { ...defaults, period: '2024' })).toBe(false);
  });
});
