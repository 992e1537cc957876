/** Every download format of a dataset: its file suffix (after the slug), media type and writer. */
import type { DatasetFormat } from '../../../core/catalogue/types.ts';
import type { LoadedDataset } from '../load.ts';
import { writeCsv } from './csv.ts';
import { writeDxf } from './dxf.ts';
import { writeExcel } from './excel.ts';
import { writeGeoJson } from './geojson.ts';
import { writeJson } from './json.ts';
import { writeKml } from './kml.ts';
import { writePdf } from './pdf.ts';
import { writeShapefile } from './shapefile.ts';

export type Writer = {
  extension: string;
  mediaType: string;
  /** The file's bytes; the same dataset always gives the same bytes. */
  write(dataset: LoadedDataset): Promise<Uint8Array>;
};

export const writers: Record<DatasetFormat, Writer> = {
  CSV: { extension: '.csv', mediaType: 'text/csv', write: writeCsv },
  Excel: {
    extension: '.xlsx',
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    write: writeExcel,
  },
  JSON: { extension: '.json', mediaType: 'application/json', write: writeJson },
  GeoJSON: { extension: '.geojson', mediaType: 'application/geo+json', write: writeGeoJson },
  KML: { extension: '.kml', mediaType: 'application/vnd.google-earth.kml+xml', write: writeKml },
  Shapefile: { extension: '-shp.zip', mediaType: 'application/zip', write: writeShapefile },
  PDF: { extension: '.pdf', mediaType: 'application/pdf', write: writePdf },
  DXF: { extension: '.dxf', mediaType: 'image/vnd.dxf', write: writeDxf },
};
