/**
 * The attribute table of a shapefile: dBase III with UTF-8 text (declared by the .cpg beside it). Text fields
 * are sized in bytes (max 254), numbers are N with the decimals the values need, dates are D (YYYYMMDD); field
 * names are shortened to 10 characters and kept unique.
 */
import type { Field } from '../../../core/catalogue/types.ts';
import type { Row, Value } from '../load.ts';
import { largest } from './range.ts';

const utf8 = new TextEncoder();
const MAX_TEXT_BYTES = 254;
const MAX_DECIMALS = 10;

type Column = { field: Field; name: string; type: 'C' | 'N' | 'D'; size: number; decimals: number };

/** Text cut to at most `max` UTF-8 bytes, never inside a character. */
function cutToBytes(text: string, max: number) {
  const bytes = utf8.encode(text);
  if (bytes.length <= max) return text;
  let end = max;
  while ((bytes[end]! & 0xc0) === 0x80) end--;
  return new TextDecoder().decode(bytes.subarray(0, end));
}

/** A name of at most 10 characters that keeps a short last part: governorate_ar → governo_ar. */
function shortName(name: string) {
  if (name.length <= 10) return name;
  const tail = name.slice(name.lastIndexOf('_') + 1);
  return tail.length <= 4 ? `${name.slice(0, 9 - tail.length)}_${tail}` : name.slice(0, 10);
}

/** Field names of at most 10 characters, unique (a clash gets a number: surface_type_secondary → surface_1). */
function dbfNames(fields: Field[]): string[] {
  const used = new Set<string>();
  return fields.map(({ name }) => {
    const base = shortName(name);
    let candidate = base;
    for (let i = 1; used.has(candidate); i++)
      candidate = `${base.slice(0, 9 - String(i).length).replace(/_+$/, '')}_${i}`;
    used.add(candidate);
    return candidate;
  });
}

const decimalsOf = (n: number) => Math.min(MAX_DECIMALS, (String(n).split('.')[1] ?? '').length);

function columnFor(field: Field, name: string, rows: Row[]): Column {
  const values = rows.map((row) => row[field.name]).filter((v): v is string | number => v !== null);
  if (field.type === 'date') return { field, name, type: 'D', size: 8, decimals: 0 };
  if (field.type === 'string') {
    const size = largest(
      values.map((v) => utf8.encode(cutToBytes(String(v), MAX_TEXT_BYTES)).length),
      1,
    );
    return { field, name, type: 'C', size, decimals: 0 };
  }
  const decimals = largest(
    values.map((v) => decimalsOf(Number(v))),
    0,
  );
  const size = largest(
    values.map((v) => Number(v).toFixed(decimals).length),
    1,
  );
  return { field, name, type: 'N', size, decimals };
}

function cell(column: Column, value: Value): Uint8Array {
  const bytes = new Uint8Array(column.size).fill(0x20);
  if (value === null) return bytes;
  if (column.type === 'C') bytes.set(utf8.encode(cutToBytes(String(value), column.size)));
  else if (column.type === 'D') bytes.set(utf8.encode(String(value).replace(/-/g, '')));
  else {
    const text = Number(value).toFixed(column.decimals);
    bytes.set(utf8.encode(text), column.size - text.length);
  }
  return bytes;
}

/** The .dbf bytes; `modified` (YYYY-MM-DD) is recorded as the date of last update. */
export function writeDbf(fields: Field[], rows: Row[], modified: string): Uint8Array {
  const names = dbfNames(fields);
  const columns = fields.map((field, i) => columnFor(field, names[i]!, rows));
  const headerSize = 32 + 32 * columns.length + 1;
  const recordSize = 1 + columns.reduce((sum, c) => sum + c.size, 0);
  const out = new Uint8Array(headerSize + recordSize * rows.length + 1);
  const view = new DataView(out.buffer);
  const [year, month, day] = modified.split('-').map(Number);
  out.set([0x03, year! - 1900, month!, day!]);
  view.setUint32(4, rows.length, true);
  view.setUint16(8, headerSize, true);
  view.setUint16(10, recordSize, true);
  columns.forEach((column, i) => {
    const at = 32 + 32 * i;
    out.set(utf8.encode(column.name), at);
    out[at + 11] = column.type.charCodeAt(0);
    out[at + 16] = column.size;
    out[at + 17] = column.decimals;
  });
  out[headerSize - 1] = 0x0d;
  rows.forEach((row, r) => {
    let at = headerSize + recordSize * r;
    out[at++] = 0x20;
    for (const column of columns) {
      out.set(cell(column, row[column.field.name] ?? null), at);
      at += column.size;
    }
  });
  out[out.length - 1] = 0x1a;
  return out;
}
