/** GeoJSON (RFC 7946): a FeatureCollection, coordinates rounded to 6 decimals, properties in field order. */
import type { LoadedDataset } from '../load.ts';
import { featuresOf, roundGeometry } from './geometry.ts';

export async function writeGeoJson(dataset: LoadedDataset): Promise<Uint8Array> {
  const { fields } = dataset.meta.file;
  const features = featuresOf(dataset, 'GeoJSON').map((f) => ({
    type: 'Feature',
    geometry: roundGeometry(f.geometry),
    properties: Object.fromEntries(fields.map((field) => [field.name, f.properties[field.name] ?? null])),
  }));
  return new TextEncoder().encode(JSON.stringify({ type: 'FeatureCollection', features }) + '\n');
}
