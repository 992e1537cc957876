import { describe, expect, it } from 'vitest';
import type { Series } from '@core/indicators/schema';
import { years } from '@core/indicators/vocabulary';
import { latestOf } from '@core/indicators/latest';
import { linesOf, parseView, toParams } from './view';

const values = (f: (year: number) => number | null) => years.map(f);
const series: Series[] = [
  { geo: 'hail-region', group: null, values: values((y) => y - 2000) },
  { geo: 'hail-region', group: 'female', values: values((y) => y - 2010) },
  { geo: 'baqaa', group: null, values: values((y) => (y >= 2015 ? y - 2005 : null)) },
  { geo: 'samira', group: null, values: values((y) => y - 2003) },
];
const indicator = { series };
const view = (query: string) => parseView(new URLSearchParams(query), indicator);

describe('an indicator page’s view', () => {
  it('defaults to the region over every year', () => {
    expect(view('')).toEqual({
      view: { geos: ['hail-region'], group: null, from: 2011, to: 2025 },
      invalid: [],
    });
  });

  it('reads places, group and years, and writes the same address back', () => {
    const { view: v, invalid } = view('geo=samira,hail-region&group=female&from=2015&to=2020');
    expect(invalid).toEqual([]);
    expect(v).toEqual({ geos: ['hail-region', 'samira'], group: 'female', from: 2015, to: 2020 });
    expect(toParams(v, indicator).toString()).toBe('geo=hail-region%2Csamira&group=female&from=2015&to=2020');
    expect(toParams(view('').view, indicator).toString()).toBe('');
  });

  it('ignores what it cannot use and says which', () => {
    expect(view('geo=atlantis&group=x&from=1990&to=abc')).toEqual({
      view: { geos: ['hail-region'], group: null, from: 2011, to: 2025 },
      invalid: ['geo', 'group', 'from', 'to'],
    });
    expect(view('geo=baqaa,atlantis').view.geos).toEqual(['baqaa']);
    expect(view('from=2020&to=2015')).toMatchObject({ view: { from: 2011, to: 2025 }, invalid: ['from'] });
  });

  it('draws the chosen years of each place and reports the latest value and its change', () => {
    const { years: shown, lines } = linesOf(indicator, {
      geos: ['hail-region', 'baqaa'],
      group: null,
      from: 2013,
      to: 2016,
    });
    expect(shown).toEqual([2013, 2014, 2015, 2016]);
    expect(lines).toEqual([
      { geo: 'hail-region', values: [13, 14, 15, 16] },
      { geo: 'baqaa', values: [null, null, 10, 11] },
    ]);
    expect(latestOf(lines[1]!.values, shown)).toEqual({
      year: 2016,
      value: 11,
      change: 1,
      previousYear: 2015,
    });
    expect(latestOf([null, null], [2011, 2012])).toBeNull();
  });
});
