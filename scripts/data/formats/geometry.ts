/** Geometry helpers shared by the writers: rounding, WKT, bounds. Datasets hold Point, LineString or Polygon. */
import type { Feature, Geometry, LineString, Point, Polygon, Position } from 'geojson';
import type { LoadedDataset, Row } from '../load.ts';
import { range } from './range.ts';

export type SimpleGeometry = Point | LineString | Polygon;

/** 6 decimals of a degree: about 0.1 m, finer than any of the portal's sources. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;

export const roundPosition = (p: Position): [number, number] => [round(p[0]!), round(p[1]!)];

export function roundGeometry(geometry: Geometry): SimpleGeometry {
  switch (geometry.type) {
    case 'Point':
      return { type: 'Point', coordinates: roundPosition(geometry.coordinates) };
    case 'LineString':
      return { type: 'LineString', coordinates: geometry.coordinates.map(roundPosition) };
    case 'Polygon':
      return { type: 'Polygon', coordinates: geometry.coordinates.map((ring) => ring.map(roundPosition)) };
    default:
      throw new Error(`unsupported geometry ${geometry.type}`);
  }
}

/** The features of a geodata set; formats that only hold geodata (GeoJSON, KML, Shapefile, DXF) call this. */
export function featuresOf(dataset: LoadedDataset, format: string): Feature<Geometry, Row>[] {
  if (!dataset.features)
    throw new Error(`${dataset.slug}: ${format} is only written for geodata, not tables`);
  return dataset.features;
}

/** Rings (polygons), the line (line strings) or the point, as position lists. */
export function partsOf(geometry: SimpleGeometry): Position[][] {
  switch (geometry.type) {
    case 'Point':
      return [[geometry.coordinates]];
    case 'LineString':
      return [geometry.coordinates];
    case 'Polygon':
      return geometry.coordinates;
  }
}

const wktList = (positions: Position[]) => `(${positions.map(([x, y]) => `${x} ${y}`).join(', ')})`;

/** Well-Known Text of a rounded geometry, e.g. `LINESTRING (41.7 27.5, 41.8 27.6)`. */
export function toWkt(geometry: SimpleGeometry): string {
  switch (geometry.type) {
    case 'Point':
      return `POINT ${wktList([geometry.coordinates])}`;
    case 'LineString':
      return `LINESTRING ${wktList(geometry.coordinates)}`;
    case 'Polygon':
      return `POLYGON (${geometry.coordinates.map(wktList).join(', ')})`;
  }
}

/** [west, south, east, north] of the positions. */
export function bounds(positions: Position[]): [number, number, number, number] {
  const [west, east] = range(positions.map((p) => p[0]!));
  const [south, north] = range(positions.map((p) => p[1]!));
  return [west, south, east, north];
}
