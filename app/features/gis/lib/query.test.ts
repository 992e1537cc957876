import { readFileSync } from 'node:fs';
import distance from '@turf/distance';
import pointToLineDistance from '@turf/point-to-line-distance';
import type { Feature, FeatureCollection, LineString, Point, Polygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { zonesOf } from './map-layers';
import { createRegister, findParcels, parcelsWithin } from './query';
import { PointIndex, SourceIndex } from './spatial-index';

const read = <T extends FeatureCollection>(file: string) =>
  JSON.parse(readFileSync(new URL(`../../../../data/${file}`, import.meta.url), 'utf8')) as T;
const parcels = read<FeatureCollection<Polygon>>('datasets/industrial-zone-parcels/parcels.geojson');
const roads = read<FeatureCollection<LineString>>('datasets/major-road-network/roads.geojson');
const wells = read<FeatureCollection<Point>>('datasets/groundwater-well-locations/wells.geojson');
const grid = read<FeatureCollection<LineString>>('layers/electrical-grid.geojson');
const register = createRegister(parcels, { road: roads, water: wells, grid });

// The reference: turf over every feature, no index, no shortcut.
const toLines = (p: Position, lines: FeatureCollection<LineString>) =>
  Math.min(...lines.features.map((l) => pointToLineDistance(p, l, { units: 'kilometers' })));
const toWells = (p: Position) =>
  Math.min(...wells.features.map((w) => distance(p, w, { units: 'kilometers' })));
const reference = {
  road: (p: Position) => toLines(p, roads),
  water: toWells,
  grid: (p: Position) => toLines(p, grid),
};

describe('Find Assets on the data under data/', () => {
  it("returns the spec's three industrial parcels for the defaults (10 km of the major road network)", () => {
    const results = findParcels(register, { zoning: 'industrial', distanceKm: 10, source: 'road' });
    expect(results.map((r) => [r.parcel.id, r.parcel.area, r.parcel.zoning])).toEqual([
      ['IND-08-1134', 15.3, 'industrial'],
      ['IND-12-0215', 18.7, 'industrial'],
      ['IND-08-1187', 22.1, 'industrial'],
    ]);
    expect(zonesOf(results.map((r) => r.parcel))).toEqual(['hail-industrial-city', 'north-logistics']);
  });

  it('gives every combination of zoning, distance and source the set turf measures over all features', () => {
    for (const zoning of ['industrial', 'agricultural', 'residential', 'commercial'] as const)
      for (const distanceKm of [5, 10, 15, 20])
        for (const source of ['road', 'water', 'grid'] as const) {
          const expected = register.parcels
            .filter((p) => p.zoning === zoning && reference[source](p.centre) <= distanceKm)
            .map((p) => p.id)
            .sort();
          const found = parcelsWithin(register, { zoning, distanceKm, source }).map((p) => p.id);
          expect(found.sort(), `${zoning} ${distanceKm} km ${source}`).toEqual(expected);
        }
  });

  it('reports turf distances to each source, sorted nearest first', () => {
    const results = findParcels(register, { zoning: 'agricultural', distanceKm: 20, source: 'water' });
    expect(results.length).toBeGreaterThan(0);
    for (const { parcel, distances } of results) {
      expect(distances.road).toBeCloseTo(reference.road(parcel.centre), 9);
      expect(distances.water).toBeCloseTo(reference.water(parcel.centre), 9);
      expect(distances.grid).toBeCloseTo(reference.grid(parcel.centre), 9);
    }
    const water = results.map((r) => r.distances.water);
    expect(water).toEqual([...water].sort((a, b) => a - b));
  });

  it('finds nothing for a zoning without parcels, a zero or a nonsensical distance', () => {
    const industrialOnly = createRegister(
      { ...parcels, features: parcels.features.filter((f) => f.properties?.zoning === 'industrial') },
      { road: roads, water: wells, grid },
    );
    expect(findParcels(industrialOnly, { zoning: 'commercial', distanceKm: 20, source: 'road' })).toEqual([]);
    expect(findParcels(register, { zoning: 'industrial', distanceKm: 0, source: 'road' })).toEqual([]);
    expect(findParcels(register, { zoning: 'industrial', distanceKm: Number.NaN, source: 'road' })).toEqual(
      [],
    );
    expect(findParcels(register, { zoning: 'industrial', distanceKm: -5, source: 'road' })).toEqual([]);
  });
});

describe('the spatial index', () => {
  // A seeded generator, so a failure can be replayed.
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const points: Position[] = Array.from({ length: 3000 }, () => [
    39.5 + random() * 4.4,
    25.4 + random() * 3.4,
  ]);
  const centres = new PointIndex(points);

  it.each([
    ['roads', roads, (p: Position) => reference.road(p)],
    ['wells', wells, (p: Position) => reference.water(p)],
    ['grid', grid, (p: Position) => reference.grid(p)],
  ] as const)('agrees with turf over all %s for 3,000 random points', (_, features, measure) => {
    const source = new SourceIndex(features.features);
    const measured = points.map(measure);
    for (const km of [0.5, 5, 10, 15, 20, 47.3]) {
      const found = centres.within(source, km);
      const wrong = points.filter((_, i) => (found[i] === 1) !== measured[i]! <= km);
      expect(wrong, `${km} km`).toEqual([]);
    }
    points.slice(0, 200).forEach((p, i) => expect(source.nearestKm(p)).toBeCloseTo(measured[i]!, 9));
  });

  it('counts a point exactly on the threshold as within, and a multi-line or a point source works', () => {
    const line: Feature = {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'MultiLineString',
        coordinates: [
          [
            [41, 27],
            [42, 27],
          ],
          [
            [43, 26],
            [43, 27],
          ],
        ],
      },
    };
    const p: Position = [41.5, 27.2];
    const exact = pointToLineDistance(
      p,
      {
        type: 'LineString',
        coordinates: [
          [41, 27],
          [42, 27],
        ],
      },
      { units: 'kilometers' },
    );
    const one = new PointIndex([p]);
    expect(one.within(new SourceIndex([line]), exact)[0]).toBe(1);
    expect(one.within(new SourceIndex([line]), exact - 1e-9)[0]).toBe(0);
    expect(new SourceIndex([]).nearestKm(p)).toBe(Infinity);
    expect(new PointIndex([]).within(new SourceIndex([line]), 10)).toHaveLength(0);
  });
});
