/**
 * The little of a chart library the pages' own SVG charts need: a linear map, round ticks and a line's path.
 * d3-scale's scaleLinear carried d3-interpolate, d3-color and d3-format (22 KB gzip with d3-shape) for a straight
 * map, and d3-array is one module whose every part d3-scale uses (1.8 KB more on an indicator page): the ticks are
 * d3's rule (1, 2 or 5 times a power of ten), checked against d3 in scale.test.ts.
 */

/** Maps [d0, d1] onto [r0, r1]; a domain of one value maps to the middle of the range (as d3's). */
export function linear([d0, d1]: [number, number], [r0, r1]: [number, number]) {
  return (value: number) => (d1 === d0 ? (r0 + r1) / 2 : r0 + ((value - d0) / (d1 - d0)) * (r1 - r0));
}

/**
 * The step between about `count` round ticks from start to stop: 1, 2 or 5 times a power of ten (d3's rule). A step
 * under 1 is given by its inverse (5 for 0.2), so that ticks are whole numbers divided, without rounding errors.
 */
function tickStep(start: number, stop: number, count: number) {
  const rough = (stop - start) / Math.max(0, count);
  const power = Math.floor(Math.log10(rough));
  const error = rough / 10 ** power;
  const factor = error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1;
  return power < 0
    ? { inverse: true, size: 10 ** -power / factor }
    : { inverse: false, size: 10 ** power * factor };
}

/** The domain widened to round ends (d3's `nice`: the step found again until the ends hold still). */
export function niceDomain(start: number, stop: number, count: number): [number, number] {
  let previous: number | undefined;
  for (let i = 0; i < 10 && stop > start; i++) {
    const { inverse, size } = tickStep(start, stop, count);
    if (size === previous || !Number.isFinite(size) || size === 0) break;
    if (inverse) [start, stop] = [Math.floor(start * size) / size, Math.ceil(stop * size) / size];
    else [start, stop] = [Math.floor(start / size) * size, Math.ceil(stop / size) * size];
    previous = size;
  }
  return [start, stop];
}

/** About `count` round values from start to stop (within them). */
export function ticks(start: number, stop: number, count: number): number[] {
  if (!(count > 0)) return [];
  if (start === stop) return [start];
  const { inverse, size } = tickStep(start, stop, count);
  const [first, last] = inverse
    ? [Math.ceil(start * size), Math.floor(stop * size)]
    : [Math.ceil(start / size), Math.floor(stop / size)];
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) =>
    inverse ? (first + i) / size : (first + i) * size,
  );
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
