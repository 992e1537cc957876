/**
 * Shapefile as a zip of <slug>.shp, .shx, .dbf (UTF-8), .cpg and .prj (WGS 84). Written here rather than with
 * @mapbox/shp-write, whose DBF writer mangles Arabic and which writes no .cpg. Polygon outer rings are
 * clockwise, holes counter-clockwise, as the format requires.
 */
import type { Position } from 'geojson';
import type { LoadedDataset } from '../load.ts';
import { writeDbf } from './dbf.ts';
import { bounds, featuresOf, partsOf, roundGeometry, type SimpleGeometry } from './geometry.ts';
import { zip } from './zip.ts';

const SHAPE_TYPES = { Point: 1, LineString: 3, Polygon: 5 } as const;
const PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],' +
  'PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]';

/** Twice the signed area: positive for a clockwise ring (x east, y north). */
const clockwiseArea = (ring: Position[]) =>
  ring.reduce((sum, [x1, y1], i) => {
    const [x2, y2] = ring[(i + 1) % ring.length]!;
    return sum + (x2! - x1!) * (y2! + y1!);
  }, 0);

function shapeParts(geometry: SimpleGeometry): Position[][] {
  if (geometry.type !== 'Polygon') return partsOf(geometry);
  return geometry.coordinates.map((ring, i) =>
    clockwiseArea(ring) > 0 === (i === 0) ? ring : [...ring].reverse(),
  );
}

function record(geometry: SimpleGeometry): Uint8Array {
  const type = SHAPE_TYPES[geometry.type];
  if (geometry.type === 'Point') {
    const view = new DataView(new ArrayBuffer(20));
    view.setInt32(0, type, true);
    view.setFloat64(4, geometry.coordinates[0]!, true);
    view.setFloat64(12, geometry.coordinates[1]!, true);
    return new Uint8Array(view.buffer);
  }
  const parts = shapeParts(geometry);
  const points = parts.flat();
  const view = new DataView(new ArrayBuffer(44 + 4 * parts.length + 16 * points.length));
  view.setInt32(0, type, true);
  bounds(points).forEach((v, i) => view.setFloat64(4 + 8 * i, v, true));
  view.setInt32(36, parts.length, true);
  view.setInt32(40, points.length, true);
  let at = 44;
  let start = 0;
  for (const part of parts) {
    view.setInt32(at, start, true);
    at += 4;
    start += part.length;
  }
  for (const [x, y] of points) {
    view.setFloat64(at, x!, true);
    view.setFloat64(at + 8, y!, true);
    at += 16;
  }
  return new Uint8Array(view.buffer);
}

/** The 100-byte header .shp and .shx share; lengths are in 16-bit words, big-endian. */
function header(bytes: number, type: number, box: number[]): Uint8Array {
  const view = new DataView(new ArrayBuffer(100));
  view.setInt32(0, 9994);
  view.setInt32(24, bytes / 2);
  view.setInt32(28, 1000, true);
  view.setInt32(32, type, true);
  box.forEach((v, i) => view.setFloat64(36 + 8 * i, v, true));
  return new Uint8Array(view.buffer);
}

function shpAndShx(geometries: SimpleGeometry[], type: number) {
  const records = geometries.map(record);
  const shpSize = 100 + records.reduce((sum, r) => sum + 8 + r.length, 0);
  const box = bounds(geometries.flatMap((g) => partsOf(g).flat()));
  const shp = new Uint8Array(shpSize);
  const shx = new Uint8Array(100 + 8 * records.length);
  shp.set(header(shpSize, type, box));
  shx.set(header(shx.length, type, box));
  const shpView = new DataView(shp.buffer);
  const shxView = new DataView(shx.buffer);
  let at = 100;
  records.forEach((content, i) => {
    shpView.setInt32(at, i + 1);
    shpView.setInt32(at + 4, content.length / 2);
    shp.set(content, at + 8);
    shxView.setInt32(100 + 8 * i, at / 2);
    shxView.setInt32(104 + 8 * i, content.length / 2);
    at += 8 + content.length;
  });
  return { shp, shx };
}

export async function writeShapefile(dataset: LoadedDataset): Promise<Uint8Array> {
  const features = featuresOf(dataset, 'Shapefile');
  const { shp, shx } = shpAndShx(
    features.map((f) => roundGeometry(f.geometry)),
    SHAPE_TYPES[dataset.geometryType!],
  );
  const { fields } = dataset.meta.file;
  const text = new TextEncoder();
  return zip(
    {
      [`${dataset.slug}.shp`]: shp,
      [`${dataset.slug}.shx`]: shx,
      [`${dataset.slug}.dbf`]: writeDbf(fields, dataset.rows, dataset.meta.modified),
      [`${dataset.slug}.prj`]: text.encode(PRJ),
      [`${dataset.slug}.cpg`]: text.encode('UTF-8'),
    },
    dataset.meta.modified,
  );
}
