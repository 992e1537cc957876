/** CSV, Excel and JSON of a table and of geodata, read back with d3-dsv, exceljs and JSON.parse. */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fixtureDatasets } from '../../../testing/format-fixture.ts';
import { checks, writeFormats } from './readers.ts';

const { root, table, points, lines, polygons } = fixtureDatasets();
const out = path.join(root, 'out');
afterAll(() => rmSync(root, { recursive: true, force: true }));
let files: Record<string, Awaited<ReturnType<typeof writeFormats>>>;

beforeAll(async () => {
  files = {};
  for (const d of [table, points, lines, polygons])
    files[d.slug] = await writeFormats(d, path.join(out, d.slug));
});

describe.each([table, points, lines, polygons])('$slug', (dataset) => {
  test.each(['CSV', 'Excel', 'JSON'] as const)('%s reads back to the same rows', async (format) => {
    await checks[format](dataset, files[dataset.slug]![format]!);
  });
});

describe('CSV', () => {
  const text = (slug: string) => readFileSync(files[slug]!.CSV!, 'utf8');

  test('is UTF-8 with a BOM and CRLF, header = field names, values as they are, quoted when needed', () => {
    expect(text(table.slug).split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFgovernorate_id,governorate_ar,population,growth_rate,census_date,note',
      'HAIL,حائل,412000,2.35,2022-05-10,"Capital, ""seat"" of the region"',
      'BAQAA,بقعاء,36500,1.1,2022-05-10,',
    ]);
    expect(text(table.slug).endsWith('\r\n')).toBe(true);
  });

  test('points get longitude and latitude rounded to 6 decimals, other geometries a WKT column', () => {
    expect(text(points.slug).split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFwell_id,name_ar,depth_m,capacity_m3_per_day,capacity_m3_per_year,drilled,status,longitude,latitude',
      'W-001,بئر الخطة,120.5,850,310250,2019-05-04,عاملة,41.690123,27.521235',
    ]);
    expect(text(lines.slug)).toContain(
      'R-65,طريق حائل - الجوف,212.4,4,أسفلت,حصى,"LINESTRING (41.69 27.52, 41.2 28.4, 40.21 29.79)"',
    );
    expect(text(polygons.slug)).toContain(
      '"POLYGON ((41.6 27.5, 41.7 27.5, 41.7 27.6, 41.6 27.6, 41.6 27.5), (41.62 27.52, 41.62 27.54, 41.64 27.54, 41.64 27.52, 41.62 27.52))"',
    );
  });
});

describe('Excel', () => {
  const open = async (slug: string) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(files[slug]!.Excel!);
    return workbook;
  };

  test('Data: bold frozen header, numbers as numbers, dates as YYYY-MM-DD text, empty cells for nulls', async () => {
    const sheet = (await open(table.slug)).getWorksheet('Data')!;
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'HAIL',
      'حائل',
      412000,
      2.35,
      '2022-05-10',
      'Capital, "seat" of the region',
    ]);
    expect(sheet.getRow(3).getCell(6).value).toBeNull();
    expect(sheet.getColumn(6).width).toBe(60);
    const wells = (await open(points.slug)).getWorksheet('Data')!;
    expect(wells.getRow(1).getCell(8).value).toBe('longitude');
    expect(wells.getRow(2).getCell(8).value).toBe(41.690123);
  });

  test('Metadata in English and Arabic, with the illustrative note; Schema with units and titles', async () => {
    const workbook = await open(table.slug);
    const metadata = workbook.getWorksheet('Metadata')!;
    const rows = metadata
      .getSheetValues()
      .slice(2)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Title', 'Governorate population', 'سكان المحافظات'],
        ['Description', table.meta.description.en, table.meta.description.ar],
        ['Publisher', 'Ministry of Environment, Water and Agriculture', 'وزارة البيئة والمياه والزراعة'],
        ['Contact', 'Open Data Office <data@example.org>', 'مكتب البيانات المفتوحة'],
        ['Temporal coverage', '2023-01-01 to 2024-12-31', 'من 2023-01-01 إلى 2024-12-31'],
        ['Update frequency', 'annual', 'سنوي'],
        ['Modified', '2025-02-14', '2025-02-14'],
        [
          'Note',
          'Illustrative sample data, not official statistics.',
          'بيانات توضيحية نموذجية وليست إحصاءات رسمية.',
        ],
      ]),
    );
    expect(rows.map((r) => r[0])).toEqual(
      expect.arrayContaining(['Licence', 'Spatial coverage', 'Issued', 'Provenance']),
    );
    const schema = workbook.getWorksheet('Schema')!;
    expect(schema.getRow(4).values).toEqual([
      undefined,
      'population',
      'integer',
      'persons',
      'Population',
      'السكان',
    ]);
    expect(workbook.creator).toBe('Ministry of Environment, Water and Agriculture');
    expect(workbook.created.toISOString()).toBe('2025-02-14T00:00:00.000Z');
  });
});

describe('JSON', () => {
  test('title, licence, revision date, schema and typed records', () => {
    const json = JSON.parse(readFileSync(files[table.slug]!.JSON!, 'utf8'));
    expect(json.title).toEqual({ en: 'Governorate population', ar: 'سكان المحافظات' });
    expect(json.license).toEqual({
      id: 'CC-BY-4.0',
      title: 'Creative Commons Attribution 4.0 International',
      url: 'https://creativecommons.org/licenses/by/4.0/',
    });
    expect(json.modified).toBe('2025-02-14');
    expect(json.fields[2]).toEqual({
      name: 'population',
      type: 'integer',
      unit: 'persons',
      title: { en: 'Population', ar: 'السكان' },
    });
    expect(json.records[1]).toEqual({
      governorate_id: 'BAQAA',
      governorate_ar: 'بقعاء',
      population: 36500,
      growth_rate: 1.1,
      census_date: '2022-05-10',
      note: null,
    });
    const wells = JSON.parse(readFileSync(files[points.slug]!.JSON!, 'utf8'));
    expect(wells.records[0]).toMatchObject({ well_id: 'W-001', longitude: 41.690123, latitude: 27.521235 });
  });
});
