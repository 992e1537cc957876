import { describe, expect, it } from 'vitest';
import { gis, Parcel } from './gis';

const valid = {
  id: 'IND-08-1134',
  zoning: 'industrial',
  area: 15.3,
  distances: { road: 4.2, water: 23.5, grid: 13.5 },
  position: [455, 335],
  zoneId: 'hail-industrial-city',
};

describe('content/gis.ts', () => {
  it('holds the five layers, agricultural, groundwater and roads on by default', () => {
    expect(gis.layers.map((l) => [l.id, l.defaultOn])).toEqual([
      ['agricultural', true],
      ['groundwater', true],
      ['roads', true],
      ['industrial', false],
      ['electrical', false],
    ]);
  });

  it('accepts a valid parcel and names what is wrong with a bad one', () => {
    expect(Parcel.safeParse(valid).success).toBe(true);
    const wrongPrefix = Parcel.safeParse({ ...valid, zoning: 'commercial' });
    expect(wrongPrefix.error?.issues[0]?.message).toBe('a commercial parcel id starts with COM');
    const noZone = Parcel.safeParse({ ...valid, zoneId: undefined });
    expect(noZone.error?.issues[0]?.message).toBe('industrial parcels have a zoneId, others a locality');
    expect(Parcel.safeParse({ ...valid, id: 'IND-8-1134' }).success).toBe(false);
  });
});
