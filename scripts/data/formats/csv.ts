/** CSV: UTF-8 with a BOM, CRLF, header = field names, values as they are (geodata adds its geometry columns). */
import { BOM, toCsv } from '../../../core/csv.ts';
import type { LoadedDataset } from '../load.ts';
import { flatTable } from './records.ts';

export async function writeCsv(dataset: LoadedDataset): Promise<Uint8Array> {
  const { fields, rows } = flatTable(dataset);
  const names = fields.map((f) => f.name);
  const text = BOM + toCsv([names, ...rows.map((row) => names.map((name) => row[name] ?? ''))]);
  return new TextEncoder().encode(text);
}
