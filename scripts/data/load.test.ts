import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDataset, loadDatasets } from './load';

const real = 'data/datasets/population-census-2025';
const meta = JSON.parse(readFileSync(`${real}/dataset.json`, 'utf8')) as Record<string, unknown>;

/** A copy of a real dataset folder with its metadata changed and its CSV replaced. */
function folder(csv: string, change: Record<string, unknown> = {}) {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'hail-load-')), 'census');
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'dataset.json'), JSON.stringify({ ...meta, ...change }));
  writeFileSync(path.join(dir, 'population.csv'), csv);
  return dir;
}
const header = 'governorate_id,governorate_en,governorate_ar,gender,age_group,nationality,population\n';
const row = (population: string) => `baqaa,Baqaa,بقعاء,male,0-14,saudi,${population}\n`;

describe('loading data/', () => {
  it('reads every real dataset, typed by its schema', () => {
    const datasets = loadDatasets('data/datasets');
    expect(datasets.map((d) => d.meta.id)).toEqual([1, 2, 3, 4, 5, 6]);
    const census = datasets.find((d) => d.slug === 'population-census-2025')!;
    expect(census.rows.reduce((sum, r) => sum + (r.population as number), 0)).toBe(746_248);
  });

  it('names the file, row and column of a bad value, counting blank lines', () => {
    const dir = folder(`${header}${row('12')}\n${row('0x10')}`);
    expect(() => loadDataset(dir)).toThrow(
      /population\.csv: row 4: population must be an integer, got "0x10"/,
    );
    expect(() => loadDataset(folder(`${header}${row('1e3')}`))).toThrow(
      /row 2: population must be an integer/,
    );
    expect(() => loadDataset(folder(`${header}baqaa,Baqaa\n`))).toThrow(/row 2: expected 7 values, got 2/);
    expect(() => loadDataset(folder(`gov,name\n${row('1')}`))).toThrow(/the header must be the fields/);
  });

  it('refuses impossible dates and bad metadata, naming the field', () => {
    expect(() => loadDataset(folder(`${header}${row('1')}`, { modified: '2025-02-30' }))).toThrow(
      /dataset\.json: modified/,
    );
    expect(() => loadDataset(folder(`${header}${row('1')}`, { publisher: 'nobody' }))).toThrow(
      /publisher: unknown "nobody"/,
    );
    expect(() => loadDataset(folder(`${header}${row('1')}`, { title: { en: 'Only English' } }))).toThrow(
      /dataset\.json: title\.ar/,
    );
  });
});
