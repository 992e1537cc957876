/**
 * The little of a chart library the pages' own SVG charts need: a linear map and a line's path (d3-scale's
 * scaleLinear carried d3-interpolate, d3-color and d3-format — 22 KB gzip with d3-shape — for a straight map).
 * Round ticks come from d3-array's `nice` and `ticks` where a chart has an axis.
 */

/** Maps [d0, d1] onto [r0, r1]; a domain of one value maps to the middle of the range (as d3's). */
export function linear([d0, d1]: [number, number], [r0, r1]: [number, number]) {
  return (value: number) => (d1 === d0 ? (r0 + r1) / 2 : r0 + ((value - d0) / (d1 - d0)) * (r1 - r0));
}

/** Two decimals are finer than a pixel, and keep the prerendered paths short. */
const round = (n: number) => Math.round(n * 100) / 100;

/** An SVG path through the points in order; a missing point (null) breaks the line. */
export function linePath(points: ([x: number, y: number] | null)[]) {
  return points
    .map((point, i) => {
      if (!point) return '';
      const command = i > 0 && points[i - 1] ? 'L' : 'M';
      return `${command}${round(point[0])},${round(point[1])}`;
    })
    .join('');
}
