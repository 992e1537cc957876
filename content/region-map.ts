import { z } from 'zod';
import { svgPoints } from '../core/geo/outline';
import { regionOutline } from './region-outline';
import { defineContent } from './schema';

/**
 * The home map's drawing of the Hail region, computed at build time from the real boundary in
 * data/base/region.geojson (OpenStreetMap via geoBoundaries, ODbL: the map credits OpenStreetMap's
 * contributors) by content/region-outline.ts: projected into the map's box, simplified to about two hundred
 * points. The governorate markers (content/governorates.ts) use the same projection. Only this small result reaches
 * the browser.
 */
export const RegionMap = z.object({
  /**
   * Width ÷ height of the map box: the figure's aspect-ratio. The outline and the markers are in percent of the
   * box's width (x) and height (y); drawn at this aspect, the region keeps its real shape.
   */
  aspect: z.number().min(0.5).max(2),
  /** The region's boundary as SVG polygon points, "x,y x,y …", in percent of the box. */
  outline: z
    .string()
    .regex(/^\d+(\.\d+)?,\d+(\.\d+)?( \d+(\.\d+)?,\d+(\.\d+)?){2,}$/, 'must be SVG points "x,y x,y …"')
    .refine((points) => points.split(/[ ,]/).every((v) => Number(v) <= 100), 'must lie within 0–100'),
});
export type RegionMap = z.infer<typeof RegionMap>;

const region = regionOutline();

export const regionMap = defineContent('content/region-map.ts', RegionMap, {
  aspect: Math.round(region.aspect * 10_000) / 10_000,
  outline: svgPoints(region.points),
});
