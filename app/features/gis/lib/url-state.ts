import { gis, type LayerId, layerIds, type Source, sourceIds, type Zoning, zoningIds } from '@content/gis';
import type { QueryParams } from './query';

export type LayerState = Record<LayerId, boolean>;
/** The map's camera: zoom, latitude, longitude. */
export type View = { zoom: number; lat: number; lon: number };

/** Everything a shared GIS Hub link reopens: layers, the query (and whether it was run), the map's view. */
export type GisState = { layers: LayerState; query: QueryParams; ran: boolean; view: View | null };

export const defaultLayers = Object.fromEntries(
  gis.layers.map((layer) => [layer.id, layer.defaultOn]),
) as LayerState;
export const defaultQuery: QueryParams = {
  zoning: gis.query.defaultZoning,
  distanceKm: gis.query.defaultDistanceKm,
  source: gis.query.defaultSource,
};

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * Reads the GIS Hub's state from the address. A value that is not understood is replaced by its default and
 * named in `invalid` (the parameter name), so the page can say what it ignored.
 */
export function parseGisState(params: URLSearchParams): GisState & { invalid: string[] } {
  const invalid: string[] = [];
  const layers = { ...defaultLayers };
  const layerParam = params.get('layers');
  if (layerParam !== null) {
    const names = layerParam.split(',').filter(Boolean);
    if (names.every((name) => isOneOf(layerIds, name)))
      for (const id of layerIds) layers[id] = names.includes(id);
    else invalid.push('layers');
  }

  const query = { ...defaultQuery };
  const zoning = params.get('zoning');
  if (zoning !== null) {
    if (isOneOf<Zoning>(zoningIds, zoning)) query.zoning = zoning;
    else invalid.push('zoning');
  }
  const within = params.get('within');
  if (within !== null) {
    const km = Number(within);
    if (gis.query.distancesKm.includes(km) && /^\d+$/.test(within)) query.distanceKm = km;
    else invalid.push('within');
  }
  const from = params.get('from');
  if (from !== null) {
    if (isOneOf<Source>(sourceIds, from)) query.source = from;
    else invalid.push('from');
  }

  const results = params.get('results');
  if (results !== null && results !== '1') invalid.push('results');

  let view: View | null = null;
  const viewParam = params.get('view');
  if (viewParam !== null) {
    const [zoom, lat, lon] = viewParam.split('/').map((part) => (part.trim() === '' ? NaN : Number(part)));
    if (
      viewParam.split('/').length === 3 &&
      zoom! >= 0 &&
      zoom! <= 22 &&
      lat! >= -85 &&
      lat! <= 85 &&
      lon! >= -180 &&
      lon! <= 180
    )
      view = { zoom: zoom!, lat: lat!, lon: lon! };
    else invalid.push('view');
  }
  return { layers, query, ran: results === '1', view, invalid };
}

/** Writes the state into a copy of `params` (keeping any other parameter); defaults are left out. */
export function gisSearch(state: GisState, params = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['layers', 'zoning', 'within', 'from', 'results', 'view']) next.delete(key);
  if (layerIds.some((id) => state.layers[id] !== defaultLayers[id]))
    next.set('layers', layerIds.filter((id) => state.layers[id]).join(','));
  if (state.ran) {
    next.set('zoning', state.query.zoning);
    next.set('within', String(state.query.distanceKm));
    next.set('from', state.query.source);
    next.set('results', '1');
  }
  if (state.view)
    next.set(
      'view',
      [state.view.zoom.toFixed(2), state.view.lat.toFixed(4), state.view.lon.toFixed(4)].join('/'),
    );
  return next;
}
