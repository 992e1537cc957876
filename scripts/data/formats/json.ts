/** JSON: title, licence, revision date, the schema and the records (geodata with longitude/latitude or WKT). */
import type { LoadedDataset } from '../load.ts';
import { licences } from '../schema.ts';
import { flatTable } from './records.ts';

export async function writeJson(dataset: LoadedDataset): Promise<Uint8Array> {
  const { fields, rows } = flatTable(dataset);
  const { title, license, modified } = dataset.meta;
  const json = { title, license: licences[license], modified, fields, records: rows };
  return new TextEncoder().encode(JSON.stringify(json) + '\n');
}
