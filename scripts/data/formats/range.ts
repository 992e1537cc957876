/**
 * [min, max] of numbers by a loop: spreading a large dataset into Math.min overflows the call stack (it does
 * at 200,000 values). [Infinity, -Infinity] when there are none.
 */
export function range(values: number[]): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return [min, max];
}

/** The largest value, or `floor` when it is larger (or there are no values). */
export const largest = (values: number[], floor: number) => Math.max(floor, range(values)[1]);
