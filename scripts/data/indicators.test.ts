import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { domains } from '../../content/domains';
import { governorates } from '../../content/governorates';
import type { IndicatorMeta } from '../../core/indicators/schema';
import { checkRegister, loadIndicators, readValues } from './indicators';

const rate: IndicatorMeta = {
  id: 'test-rate',
  name: { en: 'Test rate', ar: 'معدل للاختبار' },
  definition: { en: 'A rate.', ar: 'معدل.' },
  unit: { en: '%', ar: '٪' },
  decimals: 1,
  direction: 'higher-is-better',
  aggregation: 'rate',
  source: 'gastat',
  frequency: 'annual',
  sdg: null,
  cpi: null,
  disaggregation: [],
};
const sum: IndicatorMeta = { ...rate, id: 'test-sum', aggregation: 'sum', decimals: 0 };

function csv(text: string) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'hail-ind-')), 'values.csv');
  writeFileSync(file, text);
  return file;
}
const region = '2024,hail-region,10.0\n2025,hail-region,11.0\n';

describe('indicator values', () => {
  it('reads the region and governorates as one series each, a value per year', () => {
    const series = readValues(csv(`Year,Governorate,Value\n${region}2025,baqaa,9.5\n`), rate);
    expect(series.map((s) => s.geo)).toEqual(['hail-region', 'baqaa']);
    expect(series[0]!.values.slice(-2)).toEqual([10, 11]);
    expect(series[1]!.values.filter((v) => v !== null)).toEqual([9.5]);
  });

  it('stops at a wrong governorate, year or value, naming the file and row', () => {
    const bad = (line: string) => () => readValues(csv(`Year,Governorate,Value\n${region}${line}\n`), rate);
    expect(bad('2025,hail,1.0')).toThrow(
      /values\.csv: row 4: Governorate must be one of hail-region, hail-city/,
    );
    expect(bad('2030,baqaa,1.0')).toThrow(/row 4: Year must be a year from 2011 to 2025, got "2030"/);
    expect(bad('2025,baqaa,1e3')).toThrow(/row 4: Value must be a number .* got "1e3"/);
    expect(bad('2025,baqaa,1.25')).toThrow(/row 4: Value 1\.25 has more than the indicator's 1 decimals/);
    expect(bad('2025,hail-region,12.0')).toThrow(/row 4: a second value for 2025, hail-region/);
    expect(() => readValues(csv('Year,Place,Value\n'), rate)).toThrow(
      /the header must be Year,Governorate,Value/,
    );
    expect(() => readValues(csv('Year,Governorate,Value\n2025,hail-region,1\n'), rate)).toThrow(
      /needs values for at least two years/,
    );
  });

  it('checks disaggregation values', () => {
    const meta = { ...rate, disaggregation: ['Sex' as const] };
    const text = `Year,Governorate,Sex,Value\n2024,hail-region,,1\n2025,hail-region,,2\n2025,hail-region,`;
    expect(readValues(csv(`${text}female,3\n`), meta).map((s) => s.group)).toEqual([null, 'female']);
    expect(() => readValues(csv(`${text}women,3\n`), meta)).toThrow(
      /row 4: Sex must be empty \(all\) or one of male, female/,
    );
  });

  it('a sum indicator: the governorates and other add up to the region, to rounding', () => {
    const ids = [...governorates.map((g) => g.id), 'other'];
    const rows = (last: number) =>
      `Year,Governorate,Value\n2024,hail-region,70\n2025,hail-region,70\n` +
      ids.map((id, i) => `2024,${id},10\n2025,${id},${i === ids.length - 1 ? last : 10}`).join('\n');
    expect(() => readValues(csv(rows(10)), sum)).not.toThrow();
    expect(() => readValues(csv(rows(14)), sum)).toThrow(
      /2025: the governorates and other add up to 74, not the region's 70/,
    );
    expect(() => readValues(csv(rows(10).replace(/\n2025,other,10/, '')), sum)).toThrow(
      /2025: a sum indicator needs every governorate and other/,
    );
  });
});

describe('the register', () => {
  const indicators = loadIndicators('data/indicators');

  it('holds 102 indicators, 30 SDG-aligned, as the Data page says, with every domain sample among them', () => {
    expect(indicators).toHaveLength(102);
    expect(indicators.filter((i) => i.sdg)).toHaveLength(30);
    expect(() => checkRegister(indicators)).not.toThrow();
    for (const domain of domains)
      for (const sample of domain.samples)
        expect(indicators.some((i) => i.domain === domain.id && i.name.en === sample.en)).toBe(true);
  });

  it('stops when a domain’s count or a sample does not match content/domains.ts', () => {
    expect(() => checkRegister(indicators.slice(1))).toThrow(
      /people-society\.json: 23 indicators, but content\/domains\.ts says 24/,
    );
    const renamed = indicators.map((i) =>
      i.id === 'literacy-rate' ? { ...i, name: { ...i.name, en: 'Literacy' } } : i,
    );
    expect(() => checkRegister(renamed)).toThrow(/no indicator named "Literacy rate"/);
  });

  it('carries the spec’s figures: population 746,248 in 2025 (+2.3%), the governorates’, the economy’s', () => {
    const value = (id: string, geo: string, year: number, group: string | null = null) =>
      indicators.find((i) => i.id === id)!.series.find((s) => s.geo === geo && s.group === group)!.values[
        year - 2011
      ];
    expect(value('population', 'hail-region', 2025)).toBe(746_248);
    expect(value('population-growth-rate', 'hail-region', 2025)).toBe(2.3);
    const spec = {
      'hail-city': [440_000, 4.8],
      baqaa: [67_000, 3.2],
      ghazalah: [34_000, 2.9],
      'ash-shinan': [28_000, 3.7],
      samira: [41_000, 4.1],
      'al-sulaymi': [23_000, 2.4],
    };
    for (const [id, [population, growth]] of Object.entries(spec)) {
      expect(value('population', id, 2025)).toBe(population);
      expect(value('grp-growth', id, 2025)).toBe(growth);
    }
    expect(value('grp-growth', 'hail-region', 2025)).toBe(4.2);
    expect(value('unemployment-rate', 'hail-region', 2025)).toBe(5.8);
    expect(
      [2020, 2021, 2022, 2023, 2024].map((y) => value('agricultural-production-value', 'hail-region', y)),
    ).toEqual([285, 298, 312, 328, 345]);
    expect(value('labor-force-participation-rate', 'hail-region', 2025)).toBe(61.5);
    expect(value('labor-force-participation-rate', 'hail-region', 2025, 'male')).toBe(75.1);
    expect(value('labor-force-participation-rate', 'hail-region', 2025, 'female')).toBe(40);
    expect(value('average-monthly-wage', 'hail-region', 2025)).toBe(5425);
    expect(value('annual-tourists', 'hail-region', 2025)).toBe(1_200_000);
  });
});
