/**
 * Distances between parcel centres and the features of a source layer (roads, wells, grid lines), with turf for
 * the geometry and Flatbush as the spatial index.
 *
 * turf measures on a sphere, and is the authority: a centre is within d km of a source when turf says so. Doing
 * that for every pair is too slow for a large register (a turf point-to-segment distance costs microseconds), so
 * the index first narrows the pairs to the segments whose box, widened by d, holds the centre; a local flat-earth
 * estimate then settles every pair that is clearly inside or outside, and only the pairs within a thin band around
 * d are handed to turf.
 */
import distance from '@turf/distance';
import pointToLineDistance from '@turf/point-to-line-distance';
import Flatbush from 'flatbush';
import type { Feature, Geometry, Position } from 'geojson';

/** turf's kilometres per degree of a great circle (earth radius 6371.0088 km). */
const KM_PER_DEGREE = (6371.0088 * Math.PI) / 180;
const RAD = Math.PI / 180;
/** The flat estimate is trusted outside d ± (2 % of d + 50 m); inside that band turf decides. */
const band = (km: number) => km * 0.02 + 0.05;

/** One piece of a source: a segment [a, b], or a point (a = b). */
type Piece = { a: Position; b: Position };

function piecesOf(geometry: Geometry): Piece[] {
  switch (geometry.type) {
    case 'Point':
      return [{ a: geometry.coordinates, b: geometry.coordinates }];
    case 'MultiPoint':
      return geometry.coordinates.map((p) => ({ a: p, b: p }));
    case 'LineString':
      return segments(geometry.coordinates);
    case 'MultiLineString':
      return geometry.coordinates.flatMap(segments);
    default:
      throw new Error(`a distance source holds points and lines, not ${geometry.type}`);
  }
}
function segments(line: Position[]): Piece[] {
  return line.slice(1).map((b, i) => ({ a: line[i]!, b }));
}

/** The degrees of longitude and latitude that d km spans at least, near latitude `lat` (conservatively). */
function degreesFor(km: number, lat: number): [number, number] {
  const dLat = (km / KM_PER_DEGREE) * 1.01;
  const cos = Math.cos(Math.min(89, Math.abs(lat) + dLat) * RAD);
  return [dLat / Math.max(cos, 1e-6), dLat];
}

/** Flat-earth distance in km from p to the piece, in a projection centred on p's latitude. */
function flatKm(p: Position, { a, b }: Piece): number {
  const kx = KM_PER_DEGREE * Math.cos(p[1]! * RAD);
  const ax = (a[0]! - p[0]!) * kx;
  const ay = (a[1]! - p[1]!) * KM_PER_DEGREE;
  const bx = (b[0]! - p[0]!) * kx;
  const by = (b[1]! - p[1]!) * KM_PER_DEGREE;
  const vx = bx - ax;
  const vy = by - ay;
  const len2 = vx * vx + vy * vy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * vx + ay * vy) / len2));
  return Math.hypot(ax + t * vx, ay + t * vy);
}

/** turf's distance in km from p to the piece. */
function turfKm(p: Position, { a, b }: Piece): number {
  return a === b
    ? distance(p, a, { units: 'kilometers' })
    : pointToLineDistance(p, { type: 'LineString', coordinates: [a, b] }, { units: 'kilometers' });
}

/** The features of one source layer, cut into pieces and indexed by their boxes. */
export class SourceIndex {
  readonly pieces: Piece[];
  private readonly index: Flatbush | null;

  constructor(features: readonly Feature[]) {
    this.pieces = features.flatMap((f) => (f.geometry ? piecesOf(f.geometry) : []));
    if (this.pieces.length === 0) {
      this.index = null;
      return;
    }
    this.index = new Flatbush(this.pieces.length);
    for (const { a, b } of this.pieces)
      this.index.add(
        Math.min(a[0]!, b[0]!),
        Math.min(a[1]!, b[1]!),
        Math.max(a[0]!, b[0]!),
        Math.max(a[1]!, b[1]!),
      );
    this.index.finish();
  }

  /** turf's distance in km from p to the nearest piece: searched in ever wider boxes, then everywhere. */
  nearestKm(p: Position): number {
    if (!this.index) return Infinity;
    for (const km of [2, 10, 50]) {
      const [dx, dy] = degreesFor(km, p[1]!);
      const near = this.index.search(p[0]! - dx, p[1]! - dy, p[0]! + dx, p[1]! + dy);
      // Only pieces whose flat estimate could beat the nearest are measured with turf.
      const flats = near.map((i) => flatKm(p, this.pieces[i]!));
      const nearest = Math.min(...flats);
      // With both estimates off by at most their band, a piece beyond this cannot be the nearest.
      const bound = (nearest + band(nearest) + 0.05) / 0.98;
      const best = Math.min(
        ...near.filter((_, k) => flats[k]! <= bound).map((i) => turfKm(p, this.pieces[i]!)),
      );
      // Every piece outside the box is farther than km, so a nearest within km is the nearest.
      if (best <= km) return best;
    }
    return Math.min(...this.pieces.map((piece) => turfKm(p, piece)));
  }
}

/** Points (parcel centres) indexed for "which of them lie within d km of this source?". */
export class PointIndex {
  private readonly index: Flatbush | null;

  constructor(readonly points: readonly Position[]) {
    if (points.length === 0) {
      this.index = null;
      return;
    }
    this.index = new Flatbush(points.length);
    for (const [x, y] of points) this.index.add(x!, y!, x!, y!);
    this.index.finish();
  }

  /**
   * The points within `km` of any feature of the source (turf's distance ≤ km), limited to those that `accept`
   * lets through; returned as a flag per point (1 = within).
   */
  within(source: SourceIndex, km: number, accept: (i: number) => boolean = () => true): Uint8Array {
    const found = new Uint8Array(this.points.length);
    if (!this.index || !(km >= 0)) return found;
    const tried = new Uint8Array(this.points.length); // 1 = excluded by accept
    const margin = band(km);
    for (const piece of source.pieces) {
      const { a, b } = piece;
      const [dx, dy] = degreesFor(km, Math.max(Math.abs(a[1]!), Math.abs(b[1]!)));
      this.index.search(
        Math.min(a[0]!, b[0]!) - dx,
        Math.min(a[1]!, b[1]!) - dy,
        Math.max(a[0]!, b[0]!) + dx,
        Math.max(a[1]!, b[1]!) + dy,
        (i) => {
          if (found[i] || tried[i]) return false;
          if (!accept(i)) {
            tried[i] = 1;
            return false;
          }
          const p = this.points[i]!;
          const flat = flatKm(p, piece);
          if (flat > km + margin) return false;
          if (flat < km - margin || turfKm(p, piece) <= km) found[i] = 1;
          return false;
        },
      );
    }
    return found;
  }
}
