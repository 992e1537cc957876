/** The PDF data sheet, read with Poppler: pdfinfo, pdftotext (text and word boxes). */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fixtureDatasets } from '../../../testing/format-fixture.ts';
import { arabicRuns, checks, plain, run, writeFormats } from './readers.ts';

const { root, table, points, lines, polygons } = fixtureDatasets();
const out = path.join(root, 'out');
afterAll(() => rmSync(root, { recursive: true, force: true }));
const pdfs: Record<string, string> = {};

beforeAll(async () => {
  for (const d of [table, points, lines, polygons])
    pdfs[d.slug] = (await writeFormats(d, path.join(out, d.slug))).PDF!;
});

describe.each([table, points, lines, polygons])('$slug', (dataset) => {
  test('opens; its text has both titles, the first id and every field name', async () => {
    await checks.PDF(dataset, pdfs[dataset.slug]!);
  });

  test('no word lies outside the page margins', () => {
    const boxes = run('pdftotext', ['-bbox', pdfs[dataset.slug]!, '-']);
    for (const page of boxes.split('<page ').slice(1)) {
      const [width, height] = [/width="([\d.]+)"/, /height="([\d.]+)"/].map((re) =>
        Number(re.exec(page)![1]),
      );
      for (const [, x0, y0, x1, y1] of page.matchAll(
        /xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)"/g,
      )) {
        expect(Number(x0)).toBeGreaterThanOrEqual(39);
        expect(Number(x1)).toBeLessThanOrEqual(width! - 39);
        expect(Number(y0)).toBeGreaterThanOrEqual(39);
        expect(Number(y1)).toBeLessThanOrEqual(height! - 10);
      }
    }
  });
});

test('Arabic comes out shaped and in reading order: pdftotext returns the titles, description, note and values', () => {
  const text = plain(run('pdftotext', [pdfs[points.slug]!, '-']));
  for (const expected of [
    points.meta.title.ar,
    points.meta.description.ar,
    'بيانات توضيحية نموذجية وليست إحصاءات رسمية.',
    'وزارة البيئة والمياه والزراعة',
    'خط الطول (WGS 84)',
    'بئر الخطة',
    'بئر بقعاء، الشمالية "أ"',
  ])
    for (const words of arabicRuns(expected)) expect(text).toContain(words);
});

test('metadata, schema, summary and the first rows; long cells are cut', () => {
  const text = plain(run('pdftotext', ['-layout', pdfs[table.slug]!, '-']));
  for (const expected of [
    'Publisher Ministry of Environment, Water and Agriculture',
    'Licence Creative Commons Attribution 4.0 International',
    'Temporal coverage 2023-01-01 to 2024-12-31',
    'Update frequency annual',
    'Issued 2024-03-01',
    'Modified 2025-02-14',
    'Contact Open Data Office data@example.org',
    'Provenance Sample figures made for tests.',
    'Note Illustrative sample data, not official statistics.',
    'population integer persons Population',
    'Records 3',
    'population min 25120, max 412000, mean 157873.33 persons',
    'First 3 of 3 rows',
    'HAIL',
  ])
    expect(text).toContain(expected);
  expect(run('pdftotext', [pdfs[table.slug]!, '-'])).toContain('…');
  const wells = plain(run('pdftotext', ['-layout', pdfs[points.slug]!, '-']));
  expect(wells).toContain('Geometry Point WGS 84');
  expect(wells).toContain('Bounding box west 40.95, south 27.1, east 42.01, north 27.9');
});

test('document properties and page footers; wide tables go on a landscape page', () => {
  const file = pdfs[points.slug]!;
  const info = run('pdfinfo', [file]);
  expect(info).toMatch(/Title:\s+Water wells/);
  expect(info).toMatch(/Author:\s+Ministry of Environment, Water and Agriculture/);
  expect(info).toMatch(/CreationDate:\s+Fri Feb 14 00:00:00 2025 UTC/);
  const pages = Number(/Pages:\s+(\d+)/.exec(info)![1]);
  const text = run('pdftotext', [file, '-']);
  for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page} of ${pages}`);
  const last = run('pdfinfo', ['-f', String(pages), '-l', String(pages), file]);
  expect(last).toMatch(new RegExp(`Page\\s+${pages} size:\\s+841.89 x 595.28`));
});
