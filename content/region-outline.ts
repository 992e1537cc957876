/**
 * The region's real boundary (data/base/region.geojson) read at build time, and the home map drawn from it
 * (core/geo/outline.ts). Content modules call this in Node; only their exported results (a few KB) reach the
 * browser, never the GeoJSON.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FeatureCollection, Polygon, Position } from 'geojson';
import { outlineOf, round, type Outline } from '../core/geo/outline';

export const REGION_FILE = path.join('data', 'base', 'region.geojson');

/**
 * The repository folder: the nearest folder above this module holding data/base/region.geojson (the module may
 * run from scripts/data/ or bundled into the prerender build), else the working directory.
 */
function repositoryRoot() {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, REGION_FILE))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

/** The outer ring of the region's boundary, [lon, lat] positions. */
export function readRegionRing(file = path.join(repositoryRoot(), REGION_FILE)): Position[] {
  const collection = JSON.parse(readFileSync(file, 'utf8')) as FeatureCollection<Polygon>;
  const ring = collection.features[0]?.geometry.coordinates[0];
  if (collection.features.length !== 1 || collection.features[0]?.geometry.type !== 'Polygon' || !ring)
    throw new Error(`${file}: expected one Polygon feature, the region's boundary`);
  return ring;
}

let region: Outline | undefined;

/** The home map of the region: its outline and the projection the governorate markers use (read once). */
export function regionOutline(): Outline {
  region ??= outlineOf(readRegionRing());
  return region;
}

/** Where a place falls on the home map, in percent of the map's width and height, to one decimal. */
export function mapPosition({ lat, lon }: { lat: number; lon: number }) {
  const [x, y] = regionOutline().project(lon, lat);
  return { x: round(x, 1), y: round(y, 1) };
}
