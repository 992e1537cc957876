import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  equirectangular,
  insidePolygon,
  outlineOf,
  simplifyRing,
  svgPoints,
  type Point,
} from '../core/geo/outline';
import { mapPosition, readRegionRing, regionOutline } from './region-outline';

const ring = readRegionRing();

describe('region outline (home map)', () => {
  const outline = regionOutline();
  const xs = outline.points.map((p) => p[0]);
  const ys = outline.points.map((p) => p[1]);

  it('reads the real boundary: one ring of over a thousand points around Hail', () => {
    expect(ring.length).toBeGreaterThan(1000);
    const b = boundsOf(ring);
    expect(b.west).toBeCloseTo(39.36, 1);
    expect(b.east).toBeCloseTo(43.93, 1);
    expect(b.south).toBeCloseTo(25.29, 1);
    expect(b.north).toBeCloseTo(28.89, 1);
  });

  it('keeps a bounded number of points, and stays small', () => {
    expect(outline.points.length).toBeGreaterThanOrEqual(150);
    expect(outline.points.length).toBeLessThanOrEqual(300);
    expect(svgPoints(outline.points).length).toBeLessThan(3000);
  });

  it('lies inside the box, with the margin on every side', () => {
    for (const v of [...xs, ...ys]) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(100);
    }
    // The box is the outline's bounding box plus a margin of 3% of its larger side (the width here).
    expect(Math.min(...xs)).toBeCloseTo((3 / 106) * 100, 0);
    expect(Math.max(...xs)).toBeCloseTo((103 / 106) * 100, 0);
  });

  it('keeps the bounding box of the full outline within a tolerance', () => {
    const full = ring.map((p) => outline.project(p[0]!, p[1]!));
    const tolerance = 0.3; // percent of the box
    for (const [simplified, original] of [
      [Math.min(...xs), Math.min(...full.map((p) => p[0]))],
      [Math.max(...xs), Math.max(...full.map((p) => p[0]))],
      [Math.min(...ys), Math.min(...full.map((p) => p[1]))],
      [Math.max(...ys), Math.max(...full.map((p) => p[1]))],
    ])
      expect(Math.abs(simplified! - original!)).toBeLessThan(tolerance);
  });

  it('does not stretch the region: the box is as wide as its kilometres are', () => {
    // About 4.56° of longitude at 27.1° N (× cos 27.1° ≈ 0.89) against 3.6° of latitude, plus the margin.
    expect(outline.aspect).toBeGreaterThan(1.1);
    expect(outline.aspect).toBeLessThan(1.14);
    // 1° east–west at the middle latitude is cos(lat) as long as 1° north–south, in the same pixels.
    const [x0, y0] = outline.project(41, 27.09);
    const [x1] = outline.project(42, 27.09);
    const [, y1] = outline.project(41, 26.09);
    const kx = Math.cos((27.09 * Math.PI) / 180);
    expect(((x1 - x0) * outline.aspect) / (y1 - y0)).toBeCloseTo(kx, 2);
  });

  it('places the governorate seats inside the region, where they lie relative to one another', () => {
    const hail = mapPosition({ lat: 27.52, lon: 41.69 });
    const baqaa = mapPosition({ lat: 27.89, lon: 42.41 });
    const sulaymi = mapPosition({ lat: 26.27, lon: 41.35 });
    for (const p of [hail, baqaa, sulaymi]) expect(insidePolygon([p.x, p.y], outline.points)).toBe(true);
    expect(baqaa.x).toBeGreaterThan(hail.x);
    expect(baqaa.y).toBeLessThan(hail.y);
    expect(sulaymi.y).toBeGreaterThan(hail.y);
    // Rounded to a tenth of a percent.
    expect(hail.x * 10).toBe(Math.round(hail.x * 10));
    // Buraydah (Al Qassim) and the north-west and south-east corners of the box lie outside the region.
    for (const elsewhere of [outline.project(43.97, 26.33), [3, 3] as Point, [97, 97] as Point])
      expect(insidePolygon(elsewhere, outline.points)).toBe(false);
  });
});

describe('simplifyRing', () => {
  it('drops points within the tolerance and keeps the corners of a square', () => {
    const square: Point[] = [
      [0, 0],
      [5, 0.01],
      [10, 0],
      [10, 5],
      [10, 10],
      [5, 10],
      [0, 10],
      [0, 5],
      [0, 0],
    ];
    expect(simplifyRing(square, 0.1)).toEqual([
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ]);
  });

  it('keeps a point farther than the tolerance', () => {
    const notch: Point[] = [
      [0, 0],
      [5, 1],
      [10, 0],
      [10, 10],
      [0, 10],
    ];
    expect(simplifyRing(notch, 0.5)).toHaveLength(5);
    expect(simplifyRing(notch, 2)).toHaveLength(4);
  });

  it('simplifies more with a larger tolerance', () => {
    const fine = outlineOf(ring, { tolerance: 0.05 }).points.length;
    const coarse = outlineOf(ring, { tolerance: 0.5 }).points.length;
    expect(coarse).toBeLessThan(fine);
  });
});

describe('equirectangular', () => {
  it('maps the corners of the bounds, less the margin, to the box', () => {
    const { project, aspect } = equirectangular({ west: 40, south: 20, east: 42, north: 22 }, 0);
    expect(project(40, 22)).toEqual([0, 0]);
    const [x, y] = project(42, 20);
    expect(x).toBeCloseTo(100);
    expect(y).toBeCloseTo(100);
    expect(aspect).toBeCloseTo(Math.cos((21 * Math.PI) / 180));
  });
});
