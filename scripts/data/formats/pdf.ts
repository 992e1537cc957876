/**
 * PDF data sheet: the titles and descriptions in English and Arabic, the metadata, the schema, a summary
 * (record count, min/max/mean of numeric fields, geometry type and bounding box) and the first 20 rows — on a
 * landscape page when the table is wide.
 */
import { createHash } from 'node:crypto';
import type { LoadedDataset } from '../load.ts';
import { bounds, partsOf, roundGeometry } from './geometry.ts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { binaryString, FONT_FILE, Layout } from '../../../core/pdf/layout.ts';
import { illustrativeNote, metadataEntries } from './metadata.ts';
import { flatTable } from './records.ts';
import { range } from './range.ts';

const PREVIEW_ROWS = 20;
/** More columns than this and the rows go on a landscape page. */
const PORTRAIT_COLUMNS = 6;

let font: string | undefined;
const fontData = () =>
  (font ??= binaryString(readFileSync(createRequire(import.meta.url).resolve(FONT_FILE))));

const format = (n: number) => String(Math.round(n * 100) / 100);

function summary(dataset: LoadedDataset): string[][] {
  const lines = [['Records', String(dataset.rows.length)]];
  if (dataset.features) {
    const box = bounds(dataset.features.flatMap((f) => partsOf(roundGeometry(f.geometry)).flat()));
    lines.push(['Geometry', `${dataset.geometryType} (WGS 84)`]);
    lines.push(['Bounding box', `west ${box[0]}, south ${box[1]}, east ${box[2]}, north ${box[3]}`]);
  }
  for (const field of dataset.meta.file.fields.filter((f) => f.type === 'integer' || f.type === 'number')) {
    const values = dataset.rows.map((r) => r[field.name]).filter((v): v is number => typeof v === 'number');
    if (!values.length) continue;
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const [min, max] = range(values);
    const unit = field.unit ? ` ${field.unit}` : '';
    lines.push([field.name, `min ${format(min)}, max ${format(max)}, mean ${format(mean)}${unit}`]);
  }
  return lines;
}

export async function writePdf(dataset: LoadedDataset): Promise<Uint8Array> {
  const { meta } = dataset;
  const layout = new Layout({
    title: meta.title.en,
    subject: meta.description.en,
    author: dataset.publisher.name.en,
    date: meta.modified,
    id: createHash('md5').update(`${dataset.slug} ${meta.modified}`).digest('hex'),
    font: fontData(),
  });
  layout.paragraph(meta.title.en, 18, 2);
  layout.paragraph(meta.title.ar, 16, 10);
  if (meta.illustrative) {
    layout.doc.setTextColor(150, 60, 0);
    layout.paragraph(illustrativeNote.en, 10, 0);
    layout.paragraph(illustrativeNote.ar, 10);
    layout.doc.setTextColor(0);
  }
  layout.paragraph(meta.description.en, 10);
  layout.paragraph(meta.description.ar, 10);

  layout.heading('Metadata');
  const entries = metadataEntries(dataset).map((e) => [e.label, e.en, e.ar]);
  const metadataColumns = [
    { header: 'Property', weight: 1 },
    { header: 'English', weight: 2.5 },
    { header: 'العربية', weight: 2, right: true },
  ];
  layout.table(metadataColumns, entries, { size: 9, wrap: true });

  const { fields, rows } = flatTable(dataset);
  layout.heading('Schema');
  const schema = fields.map((f) => [f.name, f.type, f.unit ?? '', f.title.en, f.title.ar]);
  const schemaColumns = ['Field', 'Type', 'Unit', 'Title'].map((header) => ({ header }));
  layout.table([...schemaColumns, { header: 'العنوان', right: true }], schema, { size: 9, wrap: true });

  layout.heading('Summary');
  layout.table([{ header: 'Statistic' }, { header: 'Value' }], summary(dataset), { size: 9, wrap: true });

  if (fields.length > PORTRAIT_COLUMNS) layout.newPage('landscape');
  const shown = rows.slice(0, PREVIEW_ROWS);
  layout.heading(`First ${shown.length} of ${rows.length} ${dataset.features ? 'features' : 'rows'}`);
  const cells = shown.map((row) => fields.map((f) => String(row[f.name] ?? '')));
  layout.table(
    fields.map((f) => ({ header: f.name })),
    cells,
    { size: 8, wrap: false },
  );
  return layout.finish(`${meta.title.en} — Hail Region Open Data`);
}
