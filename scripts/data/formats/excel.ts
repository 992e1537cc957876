/**
 * Excel (.xlsx, exceljs): a "Data" sheet (bold frozen header, numbers as numbers, dates as YYYY-MM-DD text,
 * geodata with its geometry columns), a "Metadata" sheet in English and Arabic and a "Schema" sheet.
 */
import ExcelJS from 'exceljs';
import type { Field } from '../../../core/catalogue/types.ts';
import type { LoadedDataset } from '../load.ts';
import { illustrativeNote, metadataEntries } from './metadata.ts';
import { flatTable, type FlatTable } from './records.ts';
import { largest } from './range.ts';
import { rezip } from './zip.ts';

const rtl: Partial<ExcelJS.Alignment> = {
  horizontal: 'right',
  readingOrder: 'rtl',
  wrapText: true,
  vertical: 'top',
};
const wrap: Partial<ExcelJS.Alignment> = { wrapText: true, vertical: 'top' };

/** A width in characters that fits the column's longest value, within 8 and 60. */
const widthOf = (values: unknown[]) =>
  Math.min(
    60,
    largest(
      values.map((v) => String(v ?? '').length + 2),
      8,
    ),
  );

function addHeader(sheet: ExcelJS.Worksheet, names: string[], widths: number[]) {
  sheet.columns = names.map((header, i) => ({ header, width: widths[i] }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

function addData(workbook: ExcelJS.Workbook, { fields, rows }: FlatTable) {
  const sheet = workbook.addWorksheet('Data');
  const widths = fields.map((f) => widthOf([f.name, ...rows.map((r) => r[f.name])]));
  addHeader(
    sheet,
    fields.map((f) => f.name),
    widths,
  );
  sheet.addRows(rows.map((row) => fields.map((f) => row[f.name] ?? null)));
}

function addMetadata(workbook: ExcelJS.Workbook, dataset: LoadedDataset) {
  const sheet = workbook.addWorksheet('Metadata');
  addHeader(sheet, ['Property', 'English', 'Arabic'], [20, 70, 70]);
  const { title, description } = dataset.meta;
  const entries = [
    { label: 'Title', ...title },
    { label: 'Description', ...description },
    ...metadataEntries(dataset),
  ];
  for (const { label, en, ar } of entries) {
    const row = sheet.addRow([label, en, ar]);
    row.getCell(2).alignment = wrap;
    row.getCell(3).alignment = rtl;
    if (en === illustrativeNote.en) row.font = { bold: true };
  }
}

function addSchema(workbook: ExcelJS.Workbook, fields: Field[]) {
  const sheet = workbook.addWorksheet('Schema');
  const headers = ['Field', 'Type', 'Unit', 'Title (English)', 'Title (Arabic)'];
  addHeader(
    sheet,
    [...headers, 'Description (English)', 'Description (Arabic)'],
    [20, 10, 12, 36, 36, 60, 60],
  );
  for (const { name, type, unit, title, description } of fields) {
    const row = sheet.addRow([name, type, unit, title.en, title.ar, description?.en, description?.ar]);
    row.getCell(6).alignment = wrap;
    [5, 7].forEach((i) => (row.getCell(i).alignment = rtl));
  }
}

export async function writeExcel(dataset: LoadedDataset): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const date = new Date(`${dataset.meta.modified}T00:00:00Z`);
  workbook.created = workbook.modified = date;
  workbook.creator = workbook.lastModifiedBy = dataset.publisher.name.en;
  workbook.title = dataset.meta.title.en;
  const table = flatTable(dataset);
  addData(workbook, table);
  addMetadata(workbook, dataset);
  addSchema(workbook, table.fields);
  const buffer = await workbook.xlsx.writeBuffer();
  return rezip(new Uint8Array(buffer), dataset.meta.modified);
}
