/**
 * A dataset as one flat table, for the formats without geometry (CSV, Excel, JSON, PDF): its fields and rows,
 * and for geodata the geometry as longitude/latitude columns (points) or a WKT column (lines, polygons).
 */
import type { Point } from 'geojson';
import type { Field } from '../../../core/catalogue/types.ts';
import type { LoadedDataset, Row } from '../load.ts';
import { roundGeometry, roundPosition, toWkt } from './geometry.ts';

const longitude: Field = {
  name: 'longitude',
  type: 'number',
  unit: '°',
  title: { en: 'Longitude (WGS 84)', ar: 'خط الطول (WGS 84)' },
};
const latitude: Field = {
  name: 'latitude',
  type: 'number',
  unit: '°',
  title: { en: 'Latitude (WGS 84)', ar: 'خط العرض (WGS 84)' },
};
const wkt: Field = {
  name: 'wkt',
  type: 'string',
  title: { en: 'Geometry (WKT, WGS 84)', ar: 'الشكل الهندسي (WKT، WGS 84)' },
};

export type FlatTable = { fields: Field[]; rows: Row[] };

export function flatTable(dataset: LoadedDataset): FlatTable {
  const { fields } = dataset.meta.file;
  const ordered = (row: Row): Row => Object.fromEntries(fields.map((f) => [f.name, row[f.name] ?? null]));
  if (!dataset.features) return { fields, rows: dataset.rows.map(ordered) };
  if (dataset.geometryType === 'Point')
    return {
      fields: [...fields, longitude, latitude],
      rows: dataset.features.map((f) => {
        const [lon, lat] = roundPosition((f.geometry as Point).coordinates);
        return { ...ordered(f.properties), longitude: lon, latitude: lat };
      }),
    };
  return {
    fields: [...fields, wkt],
    rows: dataset.features.map((f) => ({ ...ordered(f.properties), wkt: toWkt(roundGeometry(f.geometry)) })),
  };
}
