/**
 * DXF (AutoCAD R2007, UTF-8) with @tarikjabiri/dxf: one entity per feature on one layer named by the slug —
 * POINT, LWPOLYLINE, or closed LWPOLYLINE (a polygon's outer ring) — in UTM zone 37N metres so CAD users can
 * measure. A leading 999 comment names the CRS; $INSUNITS says metres. Tables have no DXF.
 */
import { DxfWriter, LWPolylineFlags, Units } from '@tarikjabiri/dxf';
import type { Position } from 'geojson';
import type { LoadedDataset } from '../load.ts';
import { bounds, featuresOf, partsOf, roundGeometry } from './geometry.ts';
import { UTM_EPSG, UTM_ZONE, toUtm } from './utm.ts';

export const DXF_CRS = `WGS 84 / UTM zone ${UTM_ZONE}N (EPSG:${UTM_EPSG}), metres`;

const vertex = (p: Position) => {
  const [x, y] = toUtm([p[0]!, p[1]!]);
  return { point: { x, y } };
};

export async function writeDxf(dataset: LoadedDataset): Promise<Uint8Array> {
  const geometries = featuresOf(dataset, 'DXF').map((f) => roundGeometry(f.geometry));
  const dxf = new DxfWriter();
  dxf.setUnits(Units.Meters);
  dxf.addLayer(dataset.slug, 7);
  dxf.setCurrentLayerName(dataset.slug);
  for (const geometry of geometries) {
    if (geometry.type === 'Point') {
      const { x, y } = vertex(geometry.coordinates).point;
      dxf.addPoint(x, y, 0);
    } else if (geometry.type === 'LineString') {
      dxf.addLWPolyline(geometry.coordinates.map(vertex));
    } else {
      const ring = geometry.coordinates[0]!.slice(0, -1);
      dxf.addLWPolyline(ring.map(vertex), { flags: LWPolylineFlags.Closed });
    }
  }
  const [west, south, east, north] = bounds(
    geometries.flatMap((g) => partsOf(g).flat()).map((p) => toUtm([p[0]!, p[1]!])),
  );
  dxf.setVariable('$EXTMIN', { 10: west, 20: south, 30: 0 });
  dxf.setVariable('$EXTMAX', { 10: east, 20: north, 30: 0 });
  return new TextEncoder().encode(`999\nCRS: ${DXF_CRS}\n${dxf.stringify()}`);
}
