/**
 * Reads and validates every dataset under data/datasets/<slug>/: its dataset.json and its one data file (CSV or
 * GeoJSON), checked against the schema the metadata declares. Errors name the file, the row and the column.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { csvParseRows } from 'd3-dsv';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { dataSources } from '../../content/datasets.ts';
import type { Localized } from '../../content/schema.ts';
import type { Field, GeometryType } from '../../core/catalogue/types.ts';
import { issueLines } from '../../core/schema.ts';
import { DatasetMetaSchema, type DatasetMeta } from './schema.ts';

export type Value = string | number | null;
/** One row or one feature's attributes, keyed by field name. */
export type Row = Record<string, Value>;

export type LoadedDataset = {
  slug: string;
  /** Folder of the dataset, e.g. data/datasets/major-road-network. */
  dir: string;
  meta: DatasetMeta;
  publisher: { id: string; name: Localized };
  kind: 'table' | 'features';
  /** Table rows, or each feature's attributes, in file order. */
  rows: Row[];
  /** The features with their geometry (geodata only; properties are the parsed rows). */
  features: Feature<Geometry, Row>[] | null;
  geometryType: GeometryType | null;
};

export class DataError extends Error {}

/** Rough bounds of the Hail region and its surroundings; a coordinate outside is a data error (lat/lon swapped). */
export const BOUNDS = { west: 38, south: 24, east: 45, north: 30 };

function fail(file: string, message: string): never {
  throw new DataError(`Invalid data\n  ${file}: ${message}`);
}

/** A real calendar day written YYYY-MM-DD: 2024-02-30 is refused (Date would roll it over to March). */
function isCalendarDay(text: string) {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : null;
  return day !== null && !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

export function parseValue(field: Field, raw: unknown, where: string, file: string): Value {
  if (raw === null || raw === undefined || raw === '') return null;
  switch (field.type) {
    case 'string':
      if (typeof raw !== 'string') fail(file, `${where}: ${field.name} must be text`);
      return raw;
    case 'integer':
    case 'number': {
      // Decimal notation only ("0x10", "1e3" or " 7" in a CSV are mistakes, not numbers).
      const decimal = typeof raw === 'string' && /^-?\d+(\.\d+)?$/.test(raw);
      const n = typeof raw === 'number' ? raw : decimal ? Number(raw) : NaN;
      if (!Number.isFinite(n) || (field.type === 'integer' && !Number.isInteger(n)))
        fail(
          file,
          `${where}: ${field.name} must be ${field.type === 'integer' ? 'an integer' : 'a number'}, got "${String(raw)}"`,
        );
      return n;
    }
    case 'date':
      if (typeof raw !== 'string' || !isCalendarDay(raw))
        fail(file, `${where}: ${field.name} must be a date YYYY-MM-DD, got "${String(raw)}"`);
      return raw;
  }
}

function loadTable(file: string, fields: Field[]): Row[] {
  const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = csvParseRows(text);
  const names = fields.map((f) => f.name);
  if (!header || header.join(',') !== names.join(','))
    fail(file, `the header must be the fields of dataset.json in order: ${names.join(',')}`);
  // Rows are named by their line in the file (the header is line 1); blank lines are skipped.
  return lines.flatMap((line, i) => {
    if (line.every((cell) => cell === '')) return [];
    const where = `row ${i + 2}`;
    if (line.length !== fields.length)
      fail(file, `${where}: expected ${fields.length} values, got ${line.length}`);
    return [Object.fromEntries(fields.map((f, j) => [f.name, parseValue(f, line[j], where, file)]))];
  });
}

export function positions(geometry: Geometry): number[][] {
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates];
    case 'LineString':
      return geometry.coordinates;
    case 'Polygon':
      return geometry.coordinates.flat();
    default:
      return [];
  }
}

function loadFeatures(file: string, fields: Field[]) {
  let json: FeatureCollection;
  try {
    json = JSON.parse(readFileSync(file, 'utf8')) as FeatureCollection;
  } catch (error) {
    fail(file, `not valid JSON: ${(error as Error).message}`);
  }
  if (json?.type !== 'FeatureCollection' || !Array.isArray(json.features))
    fail(file, 'must be a GeoJSON FeatureCollection');
  const types = new Set(json.features.map((f) => f.geometry?.type));
  const [geometryType] = [...types];
  if (types.size !== 1 || !['Point', 'LineString', 'Polygon'].includes(String(geometryType)))
    fail(
      file,
      `every feature must have the same geometry, one of Point, LineString, Polygon (found ${[...types].join(', ')})`,
    );
  const names = fields
    .map((f) => f.name)
    .sort()
    .join(',');
  const features = json.features.map((feature, i) => {
    const where = `feature ${i + 1}`;
    const props = feature.properties ?? {};
    if (Object.keys(props).sort().join(',') !== names)
      fail(
        file,
        `${where}: properties must be exactly the fields of dataset.json (${fields.map((f) => f.name).join(', ')})`,
      );
    for (const [lon, lat] of positions(feature.geometry)) {
      if (!(lon! >= BOUNDS.west && lon! <= BOUNDS.east && lat! >= BOUNDS.south && lat! <= BOUNDS.north))
        fail(
          file,
          `${where}: coordinate [${lon}, ${lat}] lies outside the Hail region (is it [longitude, latitude]?)`,
        );
    }
    const row = Object.fromEntries(fields.map((f) => [f.name, parseValue(f, props[f.name], where, file)]));
    return { type: 'Feature', geometry: feature.geometry, properties: row } as Feature<Geometry, Row>;
  });
  return { features, geometryType: geometryType as GeometryType };
}

/** One dataset folder. */
export function loadDataset(dir: string): LoadedDataset {
  const slug = path.basename(dir);
  const metaFile = path.join(dir, 'dataset.json');
  if (!existsSync(metaFile)) fail(metaFile, 'missing: every dataset folder needs a dataset.json');
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(metaFile, 'utf8'));
  } catch (error) {
    fail(metaFile, `not valid JSON: ${(error as Error).message}`);
  }
  const parsed = DatasetMetaSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = issueLines(metaFile, parsed.error).map((line) => line.slice(metaFile.length + 2));
    fail(metaFile, lines.join(`\n  ${metaFile}: `));
  }
  const meta = parsed.data;
  const source = dataSources.find((s) => s.id === meta.publisher);
  if (!source)
    fail(metaFile, `publisher: unknown "${meta.publisher}" (see dataSources in content/datasets.ts)`);
  const dataFile = path.join(dir, meta.file.path);
  if (!existsSync(dataFile)) fail(metaFile, `file.path: ${meta.file.path} does not exist in ${dir}`);
  const base = { slug, dir, meta, publisher: { id: source.id, name: source.name } };
  if (dataFile.endsWith('.csv')) {
    return {
      ...base,
      kind: 'table',
      rows: loadTable(dataFile, meta.file.fields),
      features: null,
      geometryType: null,
    };
  }
  const { features, geometryType } = loadFeatures(dataFile, meta.file.fields);
  return { ...base, kind: 'features', rows: features.map((f) => f.properties), features, geometryType };
}

/** Every dataset under `root` (data/datasets), ordered by id; ids and slugs must be unique. */
export function loadDatasets(root: string): LoadedDataset[] {
  const dirs = readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(root, d.name));
  const datasets = dirs.map(loadDataset).sort((a, b) => a.meta.id - b.meta.id);
  datasets.forEach((d, i) => {
    if (i > 0 && datasets[i - 1]!.meta.id === d.meta.id)
      fail(path.join(d.dir, 'dataset.json'), `id: ${d.meta.id} is also used by ${datasets[i - 1]!.slug}`);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(d.slug))
      fail(d.dir, 'the folder name must be a lower-case kebab-case slug');
  });
  return datasets;
}

/** A dataset made by the build (an indicator's), checked against the same schema as a dataset.json. */
export function checkMeta(dataset: LoadedDataset): LoadedDataset {
  const parsed = DatasetMetaSchema.safeParse(dataset.meta);
  if (!parsed.success) fail(dataset.slug, issueLines('metadata', parsed.error).join('; '));
  return dataset;
}
