import { describe, expect, it } from 'vitest';
import { gis } from './gis';

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

  it("holds the spec's query options and defaults", () => {
    expect(gis.query.zoning.map((z) => z.label.en)).toEqual([
      'Industrial',
      'Agricultural',
      'Residential',
      'Commercial',
    ]);
    expect(gis.query.distancesKm).toEqual([5, 10, 15, 20]);
    expect(gis.query.sources.map((s) => s.label.en)).toEqual([
      'Major Road Network',
      'Groundwater Wells',
      'Electrical Grid',
    ]);
    expect([gis.query.defaultZoning, gis.query.defaultDistanceKm, gis.query.defaultSource]).toEqual([
      'industrial',
      10,
      'road',
    ]);
  });
});
