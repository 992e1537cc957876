import { gis, type Parcel, sourceIds, zoningIds } from '@content/gis';
import { describe, expect, it } from 'vitest';
import { findParcels, type QueryParams, zonesOf } from './query';

const defaults: QueryParams = {
  zoning: gis.query.defaultZoning,
  distanceKm: gis.query.defaultDistanceKm,
  source: gis.query.defaultSource,
};
const ids = (q: QueryParams) => findParcels(gis.parcels, q).map((p) => p.id);

describe('findParcels on the parcel register', () => {
  it('uses the spec defaults: Industrial, 10 km, Major Road Network', () => {
    expect(defaults).toEqual({ zoning: 'industrial', distanceKm: 10, source: 'road' });
  });

  it('returns exactly the three industrial parcels of the spec for the defaults, nearest first', () => {
    const result = findParcels(gis.parcels, defaults);
    expect(result.map((p) => [p.id, p.area, p.zoning, p.distances.road])).toEqual([
      ['IND-08-1134', 15.3, 'industrial', 4.6],
      ['IND-12-0215', 18.7, 'industrial', 4.8],
      ['IND-08-1187', 22.1, 'industrial', 6.1],
    ]);
  });

  it('puts the default result in two industrial zones', () => {
    expect(zonesOf(findParcels(gis.parcels, defaults))).toEqual(['hail-industrial-city', 'north-logistics']);
  });

  it('filters by each zoning type', () => {
    expect(ids({ ...defaults, zoning: 'agricultural' })).toEqual([
      'AGR-07-0233',
      'AGR-05-0120',
      'AGR-03-0498',
      'AGR-03-0457',
      'AGR-03-0412',
    ]);
    expect(ids({ ...defaults, zoning: 'residential' })).toEqual([
      'RES-01-2210',
      'RES-02-0871',
      'RES-01-2245',
      'RES-04-0319',
    ]);
    expect(ids({ ...defaults, zoning: 'commercial' })).toEqual([
      'COM-01-0560',
      'COM-06-0047',
      'COM-01-0588',
      'COM-02-0134',
    ]);
  });

  it('measures from each source', () => {
    expect(ids({ ...defaults, source: 'water' })).toEqual(['IND-12-0215']);
    expect(ids({ ...defaults, source: 'grid' })).toEqual([
      'IND-15-0342',
      'IND-15-0378',
      'IND-08-1134',
      'IND-08-1187',
    ]);
    expect(ids({ zoning: 'agricultural', distanceKm: 5, source: 'water' })).toEqual([
      'AGR-05-0120',
      'AGR-03-0457',
      'AGR-07-0233',
    ]);
  });

  it('widens with each distance option', () => {
    const counts = gis.query.distancesKm.map((distanceKm) => ids({ ...defaults, distanceKm }).length);
    expect(gis.query.distancesKm).toEqual([5, 10, 15, 20]);
    expect(counts).toEqual([2, 3, 3, 5]);
    expect(ids({ ...defaults, distanceKm: 5 })).toEqual(['IND-08-1134', 'IND-12-0215']);
    expect(ids({ ...defaults, distanceKm: 20 })).toEqual([
      'IND-08-1134',
      'IND-12-0215',
      'IND-08-1187',
      'IND-15-0342',
      'IND-15-0378',
    ]);
  });

  it('only ever returns parcels of the chosen zoning within the chosen distance, sorted by it', () => {
    for (const zoning of zoningIds)
      for (const source of sourceIds)
        for (const distanceKm of gis.query.distancesKm) {
          const result = findParcels(gis.parcels, { zoning, source, distanceKm });
          const expected = gis.parcels.filter(
            (p) => p.zoning === zoning && p.distances[source] <= distanceKm,
          );
          expect(new Set(result)).toEqual(new Set(expected));
          const d = result.map((p) => p.distances[source]);
          expect(d).toEqual([...d].sort((a, b) => a - b));
        }
  });
});

describe('findParcels rules', () => {
  const parcel = (id: string, road: number): Parcel => ({
    id,
    zoning: 'industrial',
    area: 1,
    distances: { road, water: 0, grid: 0 },
    position: [0, 0],
    zoneId: 'z',
  });

  it('includes a parcel exactly at the distance limit', () => {
    expect(findParcels([parcel('IND-01-0001', 10)], defaults)).toHaveLength(1);
    expect(findParcels([parcel('IND-01-0001', 10.1)], defaults)).toHaveLength(0);
  });

  it('orders equal distances by parcel id and does not reorder its input', () => {
    const input = [parcel('IND-01-0002', 3), parcel('IND-01-0001', 3), parcel('IND-01-0003', 1)];
    expect(findParcels(input, defaults).map((p) => p.id)).toEqual([
      'IND-01-0003',
      'IND-01-0001',
      'IND-01-0002',
    ]);
    expect(input.map((p) => p.id)).toEqual(['IND-01-0002', 'IND-01-0001', 'IND-01-0003']);
  });
});
