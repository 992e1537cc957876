/**
 * The publications' PDFs and catalogue, written to a temp folder and read back with Poppler (pdfinfo,
 * pdftotext): page counts, titles, contents that point at the pages their sections are on, Arabic in reading
 * order; the CSV's BOM and neutralised formulas; the same bytes on a second build.
 */
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { publications } from '../../content/publications.ts';
import { reports } from '../../content/reports.ts';
import { loadIndicators } from './indicators.ts';
import { arabicRuns, plain, run } from './formats/readers.ts';
import { documents, loadFont, publicationOutputs } from './publication-pdfs.ts';
import { DataError } from './load.ts';
import type { Indicator } from '../../core/indicators/schema.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'publication-pdfs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const indicators = loadIndicators(path.resolve('data', 'indicators')).map((i) => ({
  ...i,
  datasetSlug: i.id,
  modified: '2025-01-01',
})) as Indicator[];
let built: ReturnType<typeof publicationOutputs>;
const file = (name: string) => path.join(root, name);

beforeAll(() => {
  built = publicationOutputs(indicators, loadFont());
  for (const [name, bytes] of built.files) {
    mkdirSync(path.dirname(file(name)), { recursive: true });
    writeFileSync(file(name), bytes);
  }
}, 60_000);

const pageCount = (pdf: string) => Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [pdf]))![1]);
const pageText = (pdf: string, page: number) =>
  plain(run('pdftotext', ['-f', String(page), '-l', String(page), pdf, '-']));

const items = [
  ...publications.publications.map((p) => ({ kind: 'publications' as const, id: p.id, title: p.title })),
  ...reports.map((r) => ({ kind: 'reports' as const, id: r.id, title: r.title })),
];

describe.each(items)('$kind/$id', ({ kind, id, title }) => {
  test.each(['en', 'ar'] as const)('%s: pages, title, contents pointing at their sections', (lang) => {
    const pdf = file(`${kind}/${id}.${lang}.pdf`);
    const entry = built.index[kind][id]![lang];
    const pages = pageCount(pdf);
    expect(pages).toBe(entry.pages);
    expect(entry.bytes).toBe(built.files.get(`${kind}/${id}.${lang}.pdf`)!.byteLength);
    // The footer says the same count on every page ("Page 1 of 9", "صفحة 1 من 9")
    expect(plain(run('pdftotext', [pdf, '-']))).toContain(
      lang === 'en' ? `Page ${pages} of ${pages}` : `${pages}`,
    );
    if (lang === 'en') expect(run('pdfinfo', [pdf])).toMatch(new RegExp(`Title:\\s+${title.en}`));
    // Page 2 lists every section; each section's title is on the page the contents give
    expect(entry.toc.length).toBeGreaterThanOrEqual(3);
    const contents = pageText(pdf, 2);
    for (const section of entry.toc) {
      const runs = lang === 'ar' ? arabicRuns(section.title) : [plain(section.title)];
      for (const words of runs) {
        expect(contents).toContain(words);
        expect(pageText(pdf, section.page), `"${section.title}" on page ${section.page}`).toContain(words);
      }
      expect(section.page).toBeGreaterThan(2);
      expect(section.page).toBeLessThanOrEqual(pages);
    }
  });
});

test('the annual report: a section per domain on the pages its contents say, key figures per domain', () => {
  const entry = built.index.publications['annual-report-2024']!.en;
  expect(entry.toc.map((s) => s.title)).toEqual([
    ...publications.featured.toc.map((s) => s.title.en),
    'Sources',
  ]);
  expect(entry.figures.map((f) => f.label)).toContain('Gross regional product');
  const pages = entry.toc.map((s) => s.page);
  expect([...pages].sort((a, b) => a - b)).toEqual(pages);
  const text = plain(run('pdftotext', [file('publications/annual-report-2024.en.pdf'), '-']));
  expect(text).toContain('Illustrative sample data, not official statistics.');
  expect(text).toContain('Published: 10 December 2024 Jumada II 9, 1446 AH');
  expect(text).toContain('/data/indicators/population');
});

test('Arabic comes out shaped and in reading order', () => {
  const pdf = file('publications/population-demographics.ar.pdf');
  const text = plain(run('pdftotext', [pdf, '-']));
  for (const expected of [
    'نشرة السكان والخصائص الديموغرافية',
    'هيئة تطوير منطقة حائل',
    'بيانات توضيحية نموذجية وليست إحصاءات رسمية.',
    'المحتويات',
    'المصادر',
  ])
    for (const words of arabicRuns(expected)) expect(text).toContain(words);
  expect(text).toContain(plain('نشرة السكان والخصائص الديموغرافية'));
  expect(plain(run('pdftotext', [file('reports/governorate-profiles-2024.ar.pdf'), '-']))).toContain('بقعاء');
});

test('the catalogue: CSV with BOM, every publication, formulas neutralised; a PDF per language', () => {
  for (const lang of ['en', 'ar'] as const) {
    const csv = built.files.get(`publications/catalogue.${lang}.csv`)!;
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(csv.subarray(3)).trimEnd().split('\r\n');
    expect(lines).toHaveLength(publications.publications.length + 1);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(publications.publications.map((p) => p.id));
    expect(lines.every((l) => !/,[=+@-]/.test(l))).toBe(true);
    expect(built.index.catalogue[lang].csv).toBe(csv.byteLength);
    const pdf = file(`publications/catalogue.${lang}.pdf`);
    const text = plain(run('pdftotext', [pdf, '-']));
    for (const p of publications.publications)
      for (const words of lang === 'ar' ? arabicRuns(p.title.ar) : [p.title.en])
        expect(text).toContain(words);
  }
  const en = new TextDecoder().decode(built.files.get('publications/catalogue.en.csv')!);
  expect(en).toContain(',156,2847,');
  expect(en).toContain('/downloads/publications/annual-report-2024.en.pdf');
});

test('deterministic: a second build gives the same bytes', () => {
  const again = publicationOutputs(indicators, loadFont());
  expect([...again.files.keys()]).toEqual([...built.files.keys()]);
  for (const [name, bytes] of again.files)
    expect(Buffer.compare(bytes, built.files.get(name)!), name).toBe(0);
}, 60_000);

test('an indicator that is not published is named with the file and the id', () => {
  expect(() => documents(indicators.filter((i) => i.id !== 'household-size'))).toThrow(
    new DataError(
      'content/publications.ts: "population-demographics" lists indicator "household-size", which is not a published indicator (data/indicators/register)',
    ),
  );
});
