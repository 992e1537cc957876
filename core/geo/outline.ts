/**
 * The home map's drawing of the region, computed at build time from the region's real boundary
 * (data/base/region.geojson, OpenStreetMap via geoBoundaries, ODbL): the outline projected into a 100 × 100 box
 * (x and y in percent of the box's width and height), simplified, and the projection itself, so the governorate
 * markers land where their towns are. Pure: content/region-outline.ts reads the boundary and calls it.
 */
import type { Position } from 'geojson';

/** A point in the map box: x west → east, y north → south, in percent of the box. */
export type Point = [x: number, y: number];
export type Bounds = { west: number; south: number; east: number; north: number };

export type Projection = {
  /** Width ÷ height of the box, for the map's CSS aspect-ratio: with it, the drawing is not stretched. */
  aspect: number;
  /** Longitude/latitude → percent of the box, unrounded. */
  project: (lon: number, lat: number) => Point;
};

/**
 * Equirectangular projection of `bounds` plus a margin (a share of the larger side, the same on every side):
 * longitudes are scaled by the cosine of the middle latitude, so that a kilometre is as long east–west as
 * north–south around the region.
 */
export function equirectangular(bounds: Bounds, margin = 0.03): Projection {
  const kx = Math.cos((((bounds.south + bounds.north) / 2) * Math.PI) / 180);
  const width = (bounds.east - bounds.west) * kx;
  const height = bounds.north - bounds.south;
  const m = margin * Math.max(width, height);
  const [boxWidth, boxHeight] = [width + 2 * m, height + 2 * m];
  return {
    aspect: boxWidth / boxHeight,
    project: (lon, lat) => [
      ((m + (lon - bounds.west) * kx) / boxWidth) * 100,
      ((m + (bounds.north - lat)) / boxHeight) * 100,
    ],
  };
}

export function boundsOf(positions: Position[]): Bounds {
  const lons = positions.map((p) => p[0]!);
  const lats = positions.map((p) => p[1]!);
  return {
    west: Math.min(...lons),
    south: Math.min(...lats),
    east: Math.max(...lons),
    north: Math.max(...lats),
  };
}

/** Distance from p to the segment a–b. */
function segmentDistance(p: Point, a: Point, b: Point) {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length2 = dx * dx + dy * dy;
  const t = length2 ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2)) : 0;
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/** Douglas–Peucker: the points of the open line `points` that keep it within `tolerance` of the original. */
export function simplifyLine(points: Point[], tolerance: number): Point[] {
  if (points.length < 3) return points.slice();
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    let [farthest, distance] = [-1, tolerance];
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistance(points[i]!, points[first]!, points[last]!);
      if (d > distance) [farthest, distance] = [i, d];
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    stack.push([first, farthest], [farthest, last]);
  }
  return points.filter((_, i) => keep[i]);
}

/**
 * Douglas–Peucker for a closed ring (first point repeated at the end or not): split at the first point and the
 * point farthest from it, so that both halves keep their extremes. Returns the ring without the repeated point.
 */
export function simplifyRing(ring: Point[], tolerance: number): Point[] {
  const [start, end] = [ring[0], ring[ring.length - 1]];
  if (!start || !end) return [];
  const open = start[0] === end[0] && start[1] === end[1] ? ring.slice(0, -1) : ring.slice();
  if (open.length <= 3) return open;
  const away = (p: Point) => Math.hypot(p[0] - start[0], p[1] - start[1]);
  let far = 1;
  open.forEach((p, i) => {
    if (away(p) > away(open[far]!)) far = i;
  });
  const first = simplifyLine(open.slice(0, far + 1), tolerance);
  const second = simplifyLine([...open.slice(far), start], tolerance);
  return [...first, ...second.slice(1, -1)];
}

export const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

export type OutlineOptions = {
  /** Margin around the outline, as a share of the larger side of its bounding box. */
  margin?: number;
  /** Douglas–Peucker tolerance, in percent of the box. */
  tolerance?: number;
  /** Decimals of percent the outline's points keep. */
  decimals?: number;
};

export type Outline = Projection & {
  /** The simplified outline, rounded, without the closing point (an SVG polygon closes itself). */
  points: Point[];
};

/** Projects and simplifies a polygon's outer ring into a box framing it. */
export function outlineOf(
  ring: Position[],
  { margin = 0.03, tolerance = 0.15, decimals = 1 }: OutlineOptions = {},
): Outline {
  const projection = equirectangular(boundsOf(ring), margin);
  const projected = ring.map((p) => projection.project(p[0]!, p[1]!));
  const points: Point[] = [];
  for (const [x, y] of simplifyRing(projected, tolerance)) {
    const point: Point = [round(x, decimals), round(y, decimals)];
    const previous = points[points.length - 1];
    if (!previous || previous[0] !== point[0] || previous[1] !== point[1]) points.push(point);
  }
  return { ...projection, points };
}

/** SVG `points` for a polygon: "x,y x,y …". */
export const svgPoints = (points: Point[]) => points.map(([x, y]) => `${x},${y}`).join(' ');

/** Whether `point` lies inside the polygon `ring` (even–odd rule). */
export function insidePolygon([x, y]: Point, ring: Point[]) {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
