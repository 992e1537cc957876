/**
 * The GeoJSON files the maps read, published under /gis/ by `npm run build:data`: the base map (region and
 * governorate boundaries, main towns, in data/base/) and the GIS hub's layers and parcels (data/layers/ and the
 * catalogue's geodata). Each file is checked (a FeatureCollection of the expected geometry, with the expected
 * properties, inside the region's bounds) and written without whitespace.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FeatureCollection, Geometry } from 'geojson';
import { BOUNDS, DataError, positions } from './load.ts';

type Spec = { file: string; geometry: Geometry['type'][]; properties: string[] };

/** Name under /gis/ (without .geojson) → its file under data/, geometry types and required properties. */
export const gisFiles = {
  region: { file: 'base/region.geojson', geometry: ['Polygon'], properties: ['name_en', 'name_ar'] },
  governorates: {
    file: 'base/governorates.geojson',
    geometry: ['Polygon', 'MultiPolygon'],
    properties: ['governorate_id', 'name_en', 'name_ar'],
  },
  towns: {
    file: 'base/towns.geojson',
    geometry: ['Point'],
    properties: ['town_id', 'name_en', 'name_ar', 'kind'],
  },
  agricultural: {
    file: 'layers/agricultural-areas.geojson',
    geometry: ['Polygon'],
    properties: ['area_id', 'name_en', 'name_ar'],
  },
  groundwater: {
    file: 'datasets/groundwater-well-locations/wells.geojson',
    geometry: ['Point'],
    properties: ['well_id'],
  },
  roads: {
    file: 'datasets/major-road-network/roads.geojson',
    geometry: ['LineString'],
    properties: ['road_id', 'name_en', 'name_ar'],
  },
  industrial: {
    file: 'layers/industrial-zones.geojson',
    geometry: ['Polygon'],
    properties: ['zone_id', 'name_en', 'name_ar'],
  },
  electrical: {
    file: 'layers/electrical-grid.geojson',
    geometry: ['LineString'],
    properties: ['line_id', 'name_en', 'name_ar'],
  },
  parcels: {
    file: 'datasets/industrial-zone-parcels/parcels.geojson',
    geometry: ['Polygon'],
    properties: ['parcel_id', 'zoning', 'area_ha', 'governorate_en', 'governorate_ar'],
  },
} satisfies Record<string, Spec>;
export type GisFile = keyof typeof gisFiles;

const fail = (file: string, message: string): never => {
  throw new DataError(`Invalid data\n  ${file}: ${message}`);
};

/** Reads and checks one map file. */
export function readGisFile(dataDir: string, name: GisFile): FeatureCollection {
  const spec: Spec = gisFiles[name];
  let json: FeatureCollection;
  try {
    json = JSON.parse(readFileSync(path.join(dataDir, spec.file), 'utf8')) as FeatureCollection;
  } catch (error) {
    return fail(spec.file, `cannot be read as JSON (${(error as Error).message})`);
  }
  if (json?.type !== 'FeatureCollection' || !Array.isArray(json.features) || json.features.length === 0)
    fail(spec.file, 'must be a GeoJSON FeatureCollection with at least one feature');
  json.features.forEach((feature, i) => {
    const where = `feature ${i + 1}`;
    const type = feature.geometry?.type;
    if (!spec.geometry.includes(type))
      fail(spec.file, `${where}: geometry must be ${spec.geometry.join(' or ')} (found ${String(type)})`);
    for (const key of spec.properties)
      if (feature.properties?.[key] === undefined || feature.properties[key] === null)
        fail(spec.file, `${where}: property "${key}" is missing`);
    const coordinates =
      feature.geometry.type === 'MultiPolygon'
        ? feature.geometry.coordinates.flat(2)
        : positions(feature.geometry);
    for (const [lon, lat] of coordinates)
      if (!(lon! >= BOUNDS.west && lon! <= BOUNDS.east && lat! >= BOUNDS.south && lat! <= BOUNDS.north))
        fail(spec.file, `${where}: coordinate [${lon}, ${lat}] lies outside the Hail region`);
  });
  return json;
}

/** Every map file, checked, as the bytes to publish at /gis/<name>.geojson. */
export function gisOutputs(dataDir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of Object.keys(gisFiles) as GisFile[])
    out.set(`${name}.geojson`, JSON.stringify(readGisFile(dataDir, name)));
  return out;
}
