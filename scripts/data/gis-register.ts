/**
 * The GIS hub's parcel register and schematic, computed from the data files: each parcel's straight-line distance
 * (from its centre) to the nearest major road, groundwater well and electrical grid line, and every layer drawn
 * into the schematic's 800 × 600 box. Replacing a file under data/ changes the query's answers on the next build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import area from '@turf/area';
import centroid from '@turf/centroid';
import distance from '@turf/distance';
import pointToLineDistance from '@turf/point-to-line-distance';
import type { Feature, FeatureCollection, LineString, Point, Polygon, Position } from 'geojson';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
type Props = Record<string, string | number | null>;
function read<G extends Point | LineString | Polygon>(file: string): Feature<G, Props>[] {
  return (JSON.parse(readFileSync(path.join(root, 'data', file), 'utf8')) as FeatureCollection<G, Props>)
    .features;
}

const parcels = read<Polygon>('datasets/industrial-zone-parcels/parcels.geojson');
const wells = read<Point>('datasets/groundwater-well-locations/wells.geojson');
const roads = read<LineString>('datasets/major-road-network/roads.geojson');
const grid = read<LineString>('layers/electrical-grid.geojson');
const farms = read<Polygon>('layers/agricultural-areas.geojson');
const zones = read<Polygon>('layers/industrial-zones.geojson');

/** Kilometres to one decimal, as the register shows them. */
const km = (value: number) => Math.round(value * 10) / 10;
const toLine = (p: Feature<Point>, lines: Feature<LineString>[]) =>
  Math.min(...lines.map((l) => pointToLineDistance(p, l, { units: 'kilometers' })));
const toWell = (p: Feature<Point>) => Math.min(...wells.map((w) => distance(p, w, { units: 'kilometers' })));

// The schematic: the extent of every layer, drawn with equal scale in both directions, centred in 800 × 600.
const all: Position[] = [...roads, ...grid].flatMap((f) => f.geometry.coordinates);
const [west, east] = [Math.min(...all.map((p) => p[0]!)), Math.max(...all.map((p) => p[0]!))];
const [south, north] = [Math.min(...all.map((p) => p[1]!)), Math.max(...all.map((p) => p[1]!))];
const kx = Math.cos((((south + north) / 2) * Math.PI) / 180);
const scale = Math.min(760 / ((east - west) * kx), 560 / (north - south));
const ox = (800 - (east - west) * kx * scale) / 2;
const oy = (600 - (north - south) * scale) / 2;
const project = ([lon, lat]: Position): [number, number] => [
  Math.round((ox + (lon! - west) * kx * scale) * 10) / 10,
  Math.round((oy + (north - lat!) * scale) * 10) / 10,
];

export function parcelRegister() {
  return parcels.map((f) => {
    const centre = centroid(f);
    const p = f.properties;
    return {
      id: String(p.parcel_id),
      zoning: String(p.zoning),
      area: Number(p.area_ha),
      distances: {
        road: km(toLine(centre, roads)),
        water: km(toWell(centre)),
        grid: km(toLine(centre, grid)),
      },
      position: project(centre.geometry.coordinates),
      ...(p.zone_id
        ? { zoneId: String(p.zone_id) }
        : { locality: { en: String(p.locality_en), ar: String(p.locality_ar) } }),
    };
  });
}

export function schematicLayers() {
  const ring = roads.find((r) => r.properties.road_class === 'ring');
  const city = ring ? ring.geometry.coordinates.map(project) : [];
  const top = Math.min(...city.map((p) => p[1]));
  const left = Math.min(...city.map((p) => p[0]));
  return {
    city: { outline: city, label: [Math.round(left), Math.round(top - 8)] as [number, number] },
    fields: farms.map((f) => ({
      at: project(centroid(f).geometry.coordinates),
      radius: Math.round(Math.sqrt(area(f) / Math.PI) * (scale / 111_320) * 10) / 10,
    })),
    wells: wells.map((w) => project(w.geometry.coordinates)),
    roads: roads.filter((r) => r !== ring).map((r) => r.geometry.coordinates.map(project)),
    grid: grid.map((g) => g.geometry.coordinates.map(project)),
    industrialZones: zones.map((z) => {
      const corners = z.geometry.coordinates[0]!.map(project);
      const xs = corners.map((c) => c[0]);
      const ys = corners.map((c) => c[1]);
      return {
        id: String(z.properties.zone_id),
        name: { en: String(z.properties.name_en), ar: String(z.properties.name_ar) },
        x: Math.min(...xs),
        y: Math.min(...ys),
        width: Math.round((Math.max(...xs) - Math.min(...xs)) * 10) / 10,
        height: Math.round((Math.max(...ys) - Math.min(...ys)) * 10) / 10,
      };
    }),
  };
}
