import length from '@turf/length';
import type { Position } from 'geojson';
import { useState } from 'react';

/** Measure Distance: on or off, the points clicked or added, and the great-circle length of the line. */
export function useMeasureTool() {
  const [measuring, setMeasuring] = useState(false);
  const [points, setPoints] = useState<Position[]>([]);
  const distanceKm = points.length > 1 ? length({ type: 'LineString', coordinates: points } as never) : 0;
  const add = (point: Position | null) => point && setPoints((list) => [...list, point]);
  return {
    measuring,
    points,
    distanceKm,
    toggle: () => setMeasuring((on) => !on),
    add,
    undo: () => setPoints((list) => list.slice(0, -1)),
    clear: () => setPoints([]),
    done: () => setMeasuring(false),
  };
}
