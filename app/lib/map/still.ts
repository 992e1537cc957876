import type { Feature, FeatureCollection, Position } from 'geojson';
import type { LayerSpecification } from 'maplibre-gl';

/**
 * A map's first view without MapLibre: the same layers (their MapLibre style), the same sources and the same
 * camera turned into SVG marks, drawn at once and at no cost on the main thread (MapLibre compiling its WebGL
 * programs is the heaviest work of a map page). Web Mercator with MapLibre's 512-pixel tiles, so a view here
 * and on the live map put every feature on the same pixel. Styles are read, not guessed: a paint value read
 * from each feature, a filter or a layer type this does not know throws (`still.test.ts` runs every style).
 */

const TILE = 512;
export type Size = { width: number; height: number };
export type Bounds = [number, number, number, number];
/** Where a map looks: a box to fit (MapLibre's fitBounds), or a centre and zoom (from a shared link). */
export type Camera =
  { bounds: Bounds; padding?: number; maxZoom?: number } | { center: [number, number]; zoom: number };
/** A camera on a screen of some size: its centre in zoom-0 world pixels, and its zoom. */
export type View = { centre: [number, number]; zoom: number };

/** Longitude/latitude → pixels of the world at zoom 0. */
export const world = ([lon, lat]: Position): [number, number] => [
  ((lon! + 180) / 360) * TILE,
  ((1 - Math.log(Math.tan(Math.PI / 4 + (lat! * Math.PI) / 360)) / Math.PI) / 2) * TILE,
];

/** The view a camera gives on a box of this size, as MapLibre computes it (cameraForBounds). */
export function viewOf(camera: Camera, size: Size): View {
  if ('center' in camera) return { centre: world(camera.center), zoom: camera.zoom };
  const [w, s, e, n] = camera.bounds;
  const padding = camera.padding ?? 0;
  const [x0, y0] = world([w, n]);
  const [x1, y1] = world([e, s]);
  const scale = Math.min(
    (size.width - 2 * padding) / Math.max(x1 - x0, 1e-9),
    (size.height - 2 * padding) / Math.max(y1 - y0, 1e-9),
  );
  const zoom = Math.max(0, Math.min(Math.log2(Math.max(scale, 1e-9)), camera.maxZoom ?? 22));
  return { centre: [(x0 + x1) / 2, (y0 + y1) / 2], zoom };
}

type Expression = unknown;

/** The part of MapLibre's expression language the portal's filters and labels use. */
function evaluate(expression: Expression, feature: Feature): unknown {
  if (!Array.isArray(expression)) return expression;
  const [op, ...args] = expression as [string, ...Expression[]];
  const arg = (i: number) => evaluate(args[i], feature);
  switch (op) {
    case 'literal':
      return args[0];
    case 'get':
      return feature.properties?.[String(arg(0))];
    case 'geometry-type':
      return feature.geometry?.type;
    case '==':
      return arg(0) === arg(1);
    case '!=':
      return arg(0) !== arg(1);
    case '!':
      return !arg(0);
    case 'all':
      return args.every((_, i) => arg(i));
    case 'any':
      return args.some((_, i) => arg(i));
    case 'in': {
      const list = arg(1);
      return Array.isArray(list) ? list.includes(arg(0)) : String(list).includes(String(arg(0)));
    }
    case 'match': {
      const value = arg(0);
      for (let i = 1; i + 1 < args.length; i += 2) {
        const labels = args[i];
        if (Array.isArray(labels) ? labels.includes(value) : labels === value) return arg(i + 1);
      }
      return arg(args.length - 1);
    }
    default:
      throw new Error(`still map: the expression "${op}" is not supported`);
  }
}

/** MapLibre's expressions that make a value vary (a list of strings, such as text anchors, is a value). */
const expressions = new Set(
  'get has properties id geometry-type feature-state zoom case match coalesce step interpolate to-number to-string concat'.split(
    ' ',
  ),
);

/** A paint or layout value that is the same for every feature (a data-driven one throws). */
function constant<T>(layer: LayerSpecification, group: 'paint' | 'layout', name: string, fallback: T): T {
  const value = (layer as unknown as Record<string, Record<string, unknown> | undefined>)[group]?.[name];
  if (value === undefined) return fallback;
  if (Array.isArray(value) && value[0] === 'literal') return value[1] as T;
  if (Array.isArray(value) && expressions.has(value[0]))
    throw new Error(`still map: ${layer.id}'s ${name} varies by feature or zoom`);
  return value as T;
}

export type Mark =
  | { kind: 'background'; id: string; fill: string }
  | {
      kind: 'path';
      id: string;
      d: string;
      fill?: string;
      fillOpacity?: number;
      stroke?: string;
      strokeWidth?: number;
      dash?: string;
      cap?: 'butt' | 'round' | 'square';
      join?: 'bevel' | 'round' | 'miter';
    }
  | {
      kind: 'circles';
      id: string;
      points: [number, number][];
      r: number;
      fill: string;
      stroke: string;
      strokeWidth: number;
    }
  | {
      kind: 'labels';
      id: string;
      labels: { x: number; y: number; text: string }[];
      size: number;
      color: string;
      halo: string;
      haloWidth: number;
      letterSpacing: number;
      /** Where the text sits from its point: centred on it, or below it (MapLibre's anchor "top"). */
      anchor: 'center' | 'top';
      offset: number;
    };

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The marks that draw `layers` (in order, bottom to top) over `sources` for a view on a box of `size`:
 * hidden layers and those outside their zoom range are left out, as MapLibre leaves them.
 */
export function stillMarks(
  layers: LayerSpecification[],
  sources: Record<string, FeatureCollection | undefined>,
  view: View,
  size: Size,
): Mark[] {
  const k = TILE * 2 ** view.zoom;
  const [cx, cy] = view.centre.map((c) => (c / TILE) * k) as [number, number];
  const px = (p: Position): [number, number] => {
    const [x, y] = world(p);
    return [round((x / TILE) * k - cx + size.width / 2), round((y / TILE) * k - cy + size.height / 2)];
  };
  const line = (ring: Position[], close: boolean) =>
    `M${ring.map((p) => px(p).join(' ')).join('L')}${close ? 'Z' : ''}`;

  const marks: Mark[] = [];
  for (const layer of layers) {
    if (constant<string>(layer, 'layout', 'visibility', 'visible') === 'none') continue;
    if (view.zoom < (layer.minzoom ?? 0) || view.zoom >= (layer.maxzoom ?? 24)) continue;
    if (layer.type === 'background') {
      marks.push({
        kind: 'background',
        id: layer.id,
        fill: constant(layer, 'paint', 'background-color', '#000'),
      });
      continue;
    }
    const source = 'source' in layer ? sources[layer.source as string] : undefined;
    if (!source) continue;
    const filter = 'filter' in layer ? layer.filter : undefined;
    const features = source.features.filter((f) => f.geometry && (!filter || evaluate(filter, f)));
    const geometries = features.map((f) => f.geometry);
    /** The polygons' rings as closed paths (a fill layer fills them, a line layer strokes them). */
    const rings = () =>
      geometries
        .flatMap((g) =>
          g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [],
        )
        .flatMap((polygon) => polygon.map((ring) => line(ring, true)));
    switch (layer.type) {
      case 'fill':
        marks.push({
          kind: 'path',
          id: layer.id,
          d: rings().join(''),
          fill: constant(layer, 'paint', 'fill-color', '#000'),
          fillOpacity: constant(layer, 'paint', 'fill-opacity', 1),
        });
        break;
      case 'line': {
        const width = constant(layer, 'paint', 'line-width', 1);
        const dash = constant<number[] | undefined>(layer, 'paint', 'line-dasharray', undefined);
        const lines = geometries.flatMap((g) =>
          g.type === 'LineString' ? [g.coordinates] : g.type === 'MultiLineString' ? g.coordinates : [],
        );
        marks.push({
          kind: 'path',
          id: layer.id,
          d: [...lines.map((l) => line(l, false)), ...rings()].join(''),
          stroke: constant(layer, 'paint', 'line-color', '#000'),
          strokeWidth: width,
          dash: dash?.map((n) => n * width).join(' '),
          cap: constant(layer, 'layout', 'line-cap', 'butt'),
          join: constant(layer, 'layout', 'line-join', 'miter'),
        });
        break;
      }
      case 'circle':
        marks.push({
          kind: 'circles',
          id: layer.id,
          points: geometries
            .flatMap((g) =>
              g.type === 'Point' ? [g.coordinates] : g.type === 'MultiPoint' ? g.coordinates : [],
            )
            .map(px),
          r: constant(layer, 'paint', 'circle-radius', 5),
          fill: constant(layer, 'paint', 'circle-color', '#000'),
          stroke: constant(layer, 'paint', 'circle-stroke-color', '#000'),
          strokeWidth: constant(layer, 'paint', 'circle-stroke-width', 0),
        });
        break;
      case 'symbol': {
        const field = (layer.layout as Record<string, unknown> | undefined)?.['text-field'];
        const anchors = constant<string[] | undefined>(layer, 'layout', 'text-variable-anchor', undefined);
        marks.push({
          kind: 'labels',
          id: layer.id,
          labels: features.flatMap((f) => {
            const g = f.geometry;
            const text = evaluate(field, f);
            return g.type === 'Point' && text ? [{ ...xy(px(g.coordinates)), text: String(text) }] : [];
          }),
          size: constant(layer, 'layout', 'text-size', 16),
          color: constant(layer, 'paint', 'text-color', '#000'),
          halo: constant(layer, 'paint', 'text-halo-color', 'transparent'),
          haloWidth: constant(layer, 'paint', 'text-halo-width', 0),
          letterSpacing: constant(layer, 'layout', 'text-letter-spacing', 0),
          anchor: anchors?.[0] === 'top' ? 'top' : 'center',
          offset: constant(layer, 'layout', 'text-radial-offset', 0),
        });
        break;
      }
      default:
        throw new Error(`still map: a ${layer.type} layer (${layer.id}) cannot be drawn`);
    }
  }
  return marks;
}

const xy = ([x, y]: [number, number]) => ({ x, y });
