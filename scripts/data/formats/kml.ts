/**
 * KML with @placemarkio/tokml (it keeps Arabic as UTF-8): the Document is named by the English title, each
 * Placemark by its first text field (the id), every non-empty attribute kept as ExtendedData.
 */
import { toKML } from '@placemarkio/tokml';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { LoadedDataset } from '../load.ts';
import { featuresOf, roundGeometry } from './geometry.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function writeKml(dataset: LoadedDataset): Promise<Uint8Array> {
  const { fields } = dataset.meta.file;
  const label = fields.find((f) => f.type === 'string');
  const features: Feature<Geometry>[] = featuresOf(dataset, 'KML').map((f) => ({
    type: 'Feature',
    geometry: roundGeometry(f.geometry),
    properties: {
      ...(label && { name: f.properties[label.name] }),
      ...Object.fromEntries(
        fields.flatMap((field) => {
          const value = f.properties[field.name];
          return value === null || value === undefined ? [] : [[field.name, value]];
        }),
      ),
    },
  }));
  const collection: FeatureCollection<Geometry> = { type: 'FeatureCollection', features };
  const kml = toKML(collection).replace(
    '<Document>',
    `<Document><name>${escapeXml(dataset.meta.title.en)}</name>`,
  );
  return new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>\n${kml}\n`);
}
