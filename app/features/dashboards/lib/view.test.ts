import { economy, type EconomyIndicatorId } from '@content/economy';
import { describe, expect, it } from 'vitest';
import { loadIndicators } from '../../../../scripts/data/indicators';
import { economyData } from './data';
import { defaultFilters, type EconomyFilters } from './filters';
import { cardFigures, chartData, percentChange, periodYears, tableRows } from './view';

const data = economyData(
  economy,
  loadIndicators('data/indicators').map((i) => ({ ...i, datasetSlug: `indicator-${i.id}` })),
);
const defaults = defaultFilters(economy);
const key = (id: EconomyIndicatorId) => economy.indicators.find((i) => i.id === id)!;
const chart = (id: EconomyIndicatorId, filters: EconomyFilters = defaults) =>
  chartData(economy, key(id), data[key(id).indicator]!, filters);
const cards = (id: EconomyIndicatorId, filters: EconomyFilters = defaults) =>
  cardFigures(economy, key(id), data[key(id).indicator]!, filters);

describe('dashboard figures from the indicator files', () => {
  it('shows exactly the spec figures by default', () => {
    expect(chart('agricultural-production')).toEqual({
      categories: ['2020', '2021', '2022', '2023', '2024'],
      lines: [{ geo: 'hail-region', values: [285, 298, 312, 328, 345] }],
      year: null,
    });
    expect(chart('labor-force-participation')).toEqual({
      categories: ['male', 'female'],
      lines: [{ geo: 'hail-region', values: [75.1, 40] }],
      year: 2025,
    });
    expect(chart('average-monthly-wages').lines[0]!.values).toEqual([4200, 5650, 6800, 4800]);
    expect(cards('agricultural-production')).toEqual([
      { geo: 'hail-region', value: 345, year: 2024, change: 5.2, since: null },
    ]);
    expect(cards('labor-force-participation')).toEqual([
      { geo: 'hail-region', value: 61.5, year: 2025, change: null, since: null },
    ]);
    expect(cards('average-monthly-wages')).toEqual([
      { geo: 'hail-region', value: 5425, year: 2025, change: 8.1, since: null },
    ]);
    const wages = key('average-monthly-wages');
    expect(tableRows(economy, wages, data[wages.indicator]!, defaults).rows.map((r) => r.growth)).toEqual([
      3.4, 5.2, 4.8, 2.9,
    ]);
  });

  it('sets the years by the Time Period', () => {
    const period = (id: string) => ({ ...defaults, period: id });
    // 2024: the five years to 2024; the bars and cards describe 2024
    expect(chart('industrial-output', period('2024')).categories).toEqual([
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
    ]);
    expect(chart('labor-force-participation', period('2024'))).toMatchObject({
      year: 2024,
      lines: [{ values: [73.9, 39.3] }],
    });
    expect(cards('labor-force-participation', period('2024'))[0]).toMatchObject({ value: 60.5, year: 2024 });
    // Last 10 Years: 2016–2025 where there are values (agriculture is published to 2024)
    expect(chart('industrial-output', period('last-10-years')).categories).toHaveLength(10);
    expect(chart('agricultural-production', period('last-10-years')).categories).toEqual([
      '2016',
      '2017',
      '2018',
      '2019',
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
    ]);
    // A span's card gives the change over the span
    const [agri] = cards('agricultural-production', period('last-5-years'));
    expect(agri).toEqual({
      geo: 'hail-region',
      value: 345,
      year: 2024,
      change: percentChange(298, 345),
      since: 2021,
    });
  });

  it('draws one line or bar per chosen governorate, in the filter order', () => {
    const filters = { ...defaults, governorates: ['samira', 'hail-city'] };
    const agri = chart('agricultural-production', filters);
    expect(agri.lines.map((l) => l.geo)).toEqual(['samira', 'hail-city']);
    expect(agri.lines[1]!.values[4]).toBeGreaterThan(agri.lines[0]!.values[4]!);
    // Governorates add up to less than the region (the rest is 'other')
    expect(agri.lines[0]!.values[4]! + agri.lines[1]!.values[4]!).toBeLessThan(345);
    expect(chart('labor-force-participation', filters).lines).toHaveLength(2);
    expect(cards('average-monthly-wages', filters).map((c) => c.geo)).toEqual(['samira', 'hail-city']);
  });

  it('computes Business Registration Growth from the registrations file', () => {
    const growth = chart('business-registration-growth');
    expect(growth.categories).toEqual(['2021', '2022', '2023', '2024', '2025']);
    // 2025: 4,620 registrations after 4,372
    expect(growth.lines[0]!.values.at(-1)).toBe(percentChange(4372, 4620));
    expect(cards('business-registration-growth')[0]).toMatchObject({ value: 5.7, year: 2025, change: null });
  });

  it('keeps a single year to the years up to it', () => {
    expect(periodYears({ id: 'y', label: { en: '', ar: '' }, year: 2013 }, [2011, 2012, 2013, 2014])).toEqual(
      {
        shown: [2011, 2012, 2013],
        first: 2011,
        last: 2013,
      },
    );
    expect(periodYears({ id: 'y', label: { en: '', ar: '' }, year: 2010 }, [2011])).toEqual({
      shown: [],
      first: null,
      last: null,
    });
  });

  it('stops the build when a key indicator names an indicator without values', () => {
    expect(() => economyData(economy, [])).toThrow(
      /"agricultural-production" names indicator "agricultural-production-value"/,
    );
  });
});
