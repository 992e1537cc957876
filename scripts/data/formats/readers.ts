/**
 * Test helpers: write a dataset's formats to a folder, then open each file with what users open it with —
 * GDAL (ogrinfo, for .xlsx too), Poppler (pdfinfo, pdftotext), exceljs, d3-dsv, JSON.parse — and check it
 * against the dataset. A missing tool fails the test and names the Debian package to install.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { csvParse } from 'd3-dsv';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { expect } from 'vitest';
import type { DatasetFormat } from '../../../core/catalogue/types.ts';
import type { LoadedDataset } from '../load.ts';
import { writers } from './index.ts';
import { flatTable } from './records.ts';

const packages = {
  ogrinfo: 'gdal-bin',
  ogr2ogr: 'gdal-bin',
  gdaltransform: 'gdal-bin',
  pdfinfo: 'poppler-utils',
  pdftotext: 'poppler-utils',
} as const;

/** Runs a GDAL or Poppler tool and returns what it printed; it must exit 0 and print no error or warning. */
export function run(tool: keyof typeof packages, args: string[], input?: string): string {
  const result = spawnSync(tool, args, { encoding: 'utf8', input, maxBuffer: 512 * 1024 * 1024 });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT')
    throw new Error(
      `${tool} is missing: install the Debian package ${packages[tool]} (apt-get install ${packages[tool]})`,
    );
  if (result.error) throw result.error;
  if (result.status !== 0 || /error|warning/i.test(result.stderr))
    throw new Error(`${tool} ${args.join(' ')} failed (${result.status}):\n${result.stderr}`);
  return result.stdout;
}

/** Writes every format the dataset lists into `dir`; returns the file of each. */
export async function writeFormats(dataset: LoadedDataset, dir: string) {
  mkdirSync(dir, { recursive: true });
  const files: Partial<Record<DatasetFormat, string>> = {};
  for (const format of dataset.meta.formats) {
    const file = path.join(dir, dataset.slug + writers[format].extension);
    writeFileSync(file, await writers[format].write(dataset));
    files[format] = file;
  }
  return files;
}

/** Features GDAL finds in a file, over all its layers. */
export function featureCount(file: string) {
  const counts = [...run('ogrinfo', ['-ro', '-al', '-so', file]).matchAll(/Feature Count: (\d+)/g)];
  return counts.reduce((sum, m) => sum + Number(m[1]), 0);
}

/** Unzips a shapefile download next to it; returns the .shp and the names in the archive. */
export function unzipShapefile(file: string, slug: string) {
  const entries = unzipSync(readFileSync(file));
  const dir = file.replace(/\.zip$/, '');
  mkdirSync(dir, { recursive: true });
  for (const [name, bytes] of Object.entries(entries)) writeFileSync(path.join(dir, name), bytes);
  return { shp: path.join(dir, `${slug}.shp`), names: Object.keys(entries), entries };
}

/** PDF text as pdftotext gives it, made comparable: presentation forms to letters, no bidi marks or brackets. */
export const plain = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\u200b-\u200f\u202a-\u202e\u0640()[\]{}<>]|\p{Mn}/gu, '')
    .replace(/\s+/g, ' ');

/**
 * The runs of Arabic words in a text. pdftotext gives Arabic words in reading order but places numbers, Latin
 * words and punctuation between them by its own heuristics, so PDF text is compared run by run.
 */
export const arabicRuns = (text: string) =>
  plain(text)
    .split(/[^\u0600-\u06ff\s]|[\u060c\u061b\u061f\u0660-\u066d]/)
    .map((run) => run.trim())
    .filter(Boolean);

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

async function checkExcel(dataset: LoadedDataset, file: string) {
  const { fields, rows } = flatTable(dataset);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  expect(workbook.worksheets.map((s) => s.name)).toEqual(['Data', 'Metadata', 'Schema']);
  const sheet = workbook.getWorksheet('Data')!;
  const cells = (r: number) => fields.map((_, c) => sheet.getRow(r).getCell(c + 1).value ?? null);
  expect(cells(1)).toEqual(fields.map((f) => f.name));
  expect(sheet.rowCount).toBe(rows.length + 1);
  expect(rows.map((_, i) => cells(i + 2))).toEqual(rows.map((row) => fields.map((f) => row[f.name])));
  const gdal = run('ogrinfo', ['-ro', '-so', file, 'Data']);
  expect(gdal).toContain(`Feature Count: ${rows.length}`);
  for (const f of fields.filter((f) => f.type === 'integer' || f.type === 'number'))
    expect(gdal).toMatch(new RegExp(`\\n${f.name}: (Integer|Integer64|Real) `));
}

async function checkGeo(dataset: LoadedDataset, file: string) {
  expect(featureCount(file)).toBe(dataset.features!.length);
}

async function checkPdf(dataset: LoadedDataset, file: string) {
  expect(Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [file]))?.[1])).toBeGreaterThanOrEqual(1);
  const text = plain(run('pdftotext', [file, '-']));
  const { meta, rows } = dataset;
  expect(text).toContain(plain(meta.title.en));
  for (const words of arabicRuns(meta.title.ar)) expect(text).toContain(words);
  const id = meta.file.fields.find((f) => f.type === 'string');
  if (id && rows[0]?.[id.name]) expect(text).toContain(plain(String(rows[0][id.name])));
  for (const field of flatTable(dataset).fields) expect(text).toContain(field.name);
}

/** The checks every written file must pass, real datasets included. */
export const checks: Record<DatasetFormat, (dataset: LoadedDataset, file: string) => Promise<void>> = {
  async CSV(dataset, file) {
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { fields, rows } = flatTable(dataset);
    const parsed = csvParse(bytes.toString('utf8').slice(1));
    expect(parsed.columns).toEqual(fields.map((f) => f.name));
    expect([...parsed]).toEqual(
      rows.map((row) => Object.fromEntries(fields.map((f) => [f.name, asText(row[f.name])]))),
    );
  },
  Excel: checkExcel,
  async JSON(dataset, file) {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    const { fields, rows } = flatTable(dataset);
    expect(json).toEqual({
      title: dataset.meta.title,
      license: expect.objectContaining({ id: dataset.meta.license }),
      modified: dataset.meta.modified,
      fields,
      records: rows,
    });
  },
  async GeoJSON(dataset, file) {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    expect(json.type).toBe('FeatureCollection');
    const { fields } = dataset.meta.file;
    expect(json.features.map((f: { properties: object }) => f.properties)).toEqual(
      dataset.rows.map((row) => Object.fromEntries(fields.map((f) => [f.name, row[f.name]]))),
    );
    const decimals = JSON.stringify(json.features.map((f: { geometry: object }) => f.geometry)).match(
      /\.\d+/g,
    );
    expect(Math.max(0, ...(decimals ?? []).map((d) => d.length - 1))).toBeLessThanOrEqual(6);
    await checkGeo(dataset, file);
  },
  KML: checkGeo,
  async Shapefile(dataset, file) {
    const { shp, names, entries } = unzipShapefile(file, dataset.slug);
    expect(names.sort()).toEqual(['cpg', 'dbf', 'prj', 'shp', 'shx'].map((e) => `${dataset.slug}.${e}`));
    expect(new TextDecoder().decode(entries[`${dataset.slug}.cpg`])).toBe('UTF-8');
    await checkGeo(dataset, shp);
  },
  PDF: checkPdf,
  DXF: checkGeo,
};
