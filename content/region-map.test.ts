import { describe, expect, it } from 'vitest';
import { insidePolygon, type Point } from '../core/geo/outline';
import { governorates } from './governorates';
import { regionMap } from './region-map';

const outline = regionMap.outline.split(' ').map((pair) => pair.split(',').map(Number) as Point);

describe('home map of the region', () => {
  it('draws the real outline, simplified to a few hundred points', () => {
    expect(outline.length).toBeGreaterThanOrEqual(150);
    expect(outline.length).toBeLessThanOrEqual(300);
    expect(regionMap.aspect).toBeGreaterThan(1);
  });

  it('puts every governorate marker inside the region', () => {
    for (const g of governorates)
      expect(insidePolygon([g.coordinates.x, g.coordinates.y], outline), g.id).toBe(true);
  });

  it('keeps the markers apart (at least 8% of the box between two seats)', () => {
    for (const [i, a] of governorates.entries())
      for (const b of governorates.slice(i + 1)) {
        const dx = (a.coordinates.x - b.coordinates.x) * regionMap.aspect;
        const dy = a.coordinates.y - b.coordinates.y;
        expect(Math.hypot(dx, dy), `${a.id}–${b.id}`).toBeGreaterThan(8);
      }
  });
});
