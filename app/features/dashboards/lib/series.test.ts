import { economy } from '@content/economy';
import { formatYear } from '~/i18n/format';
import { describe, expect, it } from 'vitest';
import { categorySeries, describePoints, latestChange, yearlySeries } from './series';

const l = (t: { en: string }) => t.en;

describe('economy series builders', () => {
  it('draws agricultural production by year, oldest first, from the content', () => {
    const points = yearlySeries(economy.agriculture.series, (y) => formatYear('en', y));
    expect(points.map((p) => [p.label, p.value])).toEqual([
      ['2020', 285],
      ['2021', 298],
      ['2022', 312],
      ['2023', 328],
      ['2024', 345],
    ]);
  });

  it('sorts unsorted yearly input', () => {
    const points = yearlySeries(
      [
        { year: 2022, value: 3 },
        { year: 2020, value: 1 },
      ],
      String,
    );
    expect(points.map((p) => p.key)).toEqual(['2020', '2022']);
  });

  it('gives the summary card its figure: SAR 345M in 2024, +5.2% on 2023', () => {
    expect(latestChange(economy.agriculture.series)).toEqual({ year: 2024, value: 345, change: 5.2 });
    expect(latestChange([{ year: 2020, value: 10 }])).toEqual({ year: 2020, value: 10, change: undefined });
  });

  it('draws labor participation by gender and wages by sector in content order', () => {
    expect(categorySeries(economy.labor.byGender, l, (g) => g.value)).toEqual([
      { key: 'men', label: 'Men', value: 75.1 },
      { key: 'women', label: 'Women', value: 40 },
    ]);
    expect(categorySeries(economy.wages.bySector, l, (s) => s.wage).map((p) => [p.label, p.value])).toEqual([
      ['Agriculture', 4200],
      ['Manufacturing', 5650],
      ['Services', 6800],
      ['Construction', 4800],
    ]);
  });

  it('describes points for screen readers', () => {
    expect(
      describePoints(
        [
          { key: 'a', label: '2020', value: 285 },
          { key: 'b', label: '2021', value: 298 },
        ],
        String,
      ),
    ).toBe('2020: 285; 2021: 298');
  });
});
