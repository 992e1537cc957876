import { gis, type LayerId } from '@content/gis';
import type { Feature, FeatureCollection, Position } from 'geojson';
import type { FilterSpecification, GeoJSONSource, LayerSpecification, Map as MapLibreMap } from 'maplibre-gl';
import { FIRST_LABEL_LAYER } from '~/lib/map/base-style';
import type { LayerState } from './url-state';

/** Query results are drawn in this colour on the map, in its legend and in the exported picture. */
export const RESULT_COLOR = '#c81e1e';
export const MEASURE_COLOR = '#111827';
const color = Object.fromEntries(gis.layers.map((layer) => [layer.id, layer.color])) as Record<
  LayerId,
  string
>;

/** The GIS layers' data: one GeoJSON file per layer, plus the parcels (drawn with the industrial zones). */
export type LayerData = Record<LayerId | 'parcels', FeatureCollection>;

const empty: FeatureCollection = { type: 'FeatureCollection', features: [] };

const highway: FilterSpecification = ['==', ['get', 'road_class'], 'highway'];
/**
 * Highways and other roads in layers of their own with constant widths (a width read from each feature would cost
 * one more line shader to compile, a wait on the main thread).
 */
const roads: { id: string; filter: FilterSpecification; width: number }[] = [
  { id: 'roads-line', filter: ['!', highway], width: 2.5 },
  { id: 'highways-line', filter: highway, width: 3.5 },
];

/** The map layers drawn for each GIS layer, bottom to top. */
const drawn: Record<LayerId, LayerSpecification[]> = {
  agricultural: [
    {
      id: 'agricultural-fill',
      type: 'fill',
      source: 'agricultural',
      paint: { 'fill-color': color.agricultural, 'fill-opacity': 0.35 },
    },
    {
      id: 'agricultural-line',
      type: 'line',
      source: 'agricultural',
      paint: { 'line-color': color.agricultural, 'line-width': 1 },
    },
  ],
  industrial: [
    {
      id: 'industrial-fill',
      type: 'fill',
      source: 'industrial',
      paint: { 'fill-color': color.industrial, 'fill-opacity': 0.25 },
    },
    {
      id: 'industrial-line',
      type: 'line',
      source: 'industrial',
      paint: { 'line-color': color.industrial, 'line-width': 1.5 },
    },
    {
      id: 'parcels-line',
      type: 'line',
      source: 'parcels',
      paint: { 'line-color': color.industrial, 'line-width': 1 },
    },
  ],
  roads: roads.map(({ id, filter, width }): LayerSpecification => ({
    id,
    type: 'line',
    source: 'roads',
    filter,
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': color.roads, 'line-width': width },
  })),
  electrical: [
    {
      id: 'electrical-line',
      type: 'line',
      source: 'electrical',
      paint: { 'line-color': color.electrical, 'line-width': 2, 'line-dasharray': [4, 2] },
    },
  ],
  groundwater: [
    {
      id: 'groundwater-circle',
      type: 'circle',
      source: 'groundwater',
      paint: {
        'circle-radius': 4,
        'circle-color': color.groundwater,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1,
      },
    },
  ],
};

/** The map layers of the GIS layers switched on, bottom to top (what the map's still picture draws). */
export const shownLayers = (layers: LayerState): LayerSpecification[] =>
  Object.entries(drawn).flatMap(([id, list]) => (layers[id as LayerId] ? list : []));

/** Map layer → the GIS layer it belongs to (what a click on it reports). */
export const layerOfMapLayer: Record<string, LayerId | 'parcels'> = Object.fromEntries([
  ...Object.entries(drawn).flatMap(([id, list]) => list.map((l) => [l.id, id])),
  ['parcels-line', 'parcels'],
  ['results-fill', 'parcels'],
]);
/** The layers a click can pick a feature from, topmost first. */
export const clickableLayers = [
  'results-fill',
  'groundwater-circle',
  'electrical-line',
  'highways-line',
  'roads-line',
  'parcels-line',
  'industrial-fill',
  'agricultural-fill',
];

/** Adds every GIS layer (hidden ones too, so a switch is instant), the results and the measuring line. */
export function addGisLayers(map: MapLibreMap, data: LayerData, layers: LayerState) {
  for (const id of [...Object.keys(drawn), 'parcels'] as (LayerId | 'parcels')[])
    map.addSource(id, { type: 'geojson', data: data[id] });
  map.addSource('results', { type: 'geojson', data: empty });
  map.addSource('measure', { type: 'geojson', data: empty });
  for (const list of Object.values(drawn)) for (const layer of list) map.addLayer(layer, FIRST_LABEL_LAYER);
  // The industrial zones that hold results are outlined whether or not the industrial layer is on.
  map.addLayer(
    {
      id: 'result-zones',
      type: 'line',
      source: 'industrial',
      filter: ['in', ['get', 'zone_id'], ['literal', []]],
      paint: { 'line-color': RESULT_COLOR, 'line-width': 2, 'line-dasharray': [3, 2] },
    },
    FIRST_LABEL_LAYER,
  );
  map.addLayer(
    {
      id: 'results-fill',
      type: 'fill',
      source: 'results',
      paint: { 'fill-color': RESULT_COLOR, 'fill-opacity': 0.55 },
    },
    FIRST_LABEL_LAYER,
  );
  map.addLayer({
    id: 'results-line',
    type: 'line',
    source: 'results',
    paint: { 'line-color': RESULT_COLOR, 'line-width': 3 },
  });
  // Small parcels stay visible when zoomed out: a marker at each result's centre below zoom 11.
  map.addLayer({
    id: 'results-point',
    type: 'circle',
    source: 'results',
    maxzoom: 11,
    paint: {
      'circle-radius': 6,
      'circle-color': RESULT_COLOR,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
  map.addLayer({
    id: 'measure-line',
    type: 'line',
    source: 'measure',
    filter: ['==', ['geometry-type'], 'LineString'],
    paint: { 'line-color': MEASURE_COLOR, 'line-width': 2.5, 'line-dasharray': [2, 1] },
  });
  map.addLayer({
    id: 'measure-points',
    type: 'circle',
    source: 'measure',
    filter: ['==', ['geometry-type'], 'Point'],
    paint: {
      'circle-radius': 5,
      'circle-color': '#ffffff',
      'circle-stroke-color': MEASURE_COLOR,
      'circle-stroke-width': 2.5,
    },
  });
  showLayers(map, layers);
}

export function showLayers(map: MapLibreMap, layers: LayerState) {
  for (const [id, list] of Object.entries(drawn))
    for (const layer of list)
      map.setLayoutProperty(layer.id, 'visibility', layers[id as LayerId] ? 'visible' : 'none');
}

/** Draws the result parcels (polygons, and their centres for the zoomed-out marker) and outlines their zones. */
export function showResults(
  map: MapLibreMap,
  parcels: { feature: Feature; centre: Position; zoneId: string | null }[],
) {
  map.setFilter('result-zones', ['in', ['get', 'zone_id'], ['literal', zonesOf(parcels)]]);
  (map.getSource('results') as GeoJSONSource | undefined)?.setData({
    type: 'FeatureCollection',
    features: parcels.flatMap(({ feature, centre }) => [
      feature,
      { type: 'Feature', properties: feature.properties, geometry: { type: 'Point', coordinates: centre } },
    ]),
  });
}

/** Draws the measuring line through its points. */
export function showMeasure(map: MapLibreMap, points: Position[]) {
  const features: Feature[] = points.map((p) => ({
    type: 'Feature',
    properties: {},
    geometry: { type: 'Point', coordinates: p },
  }));
  if (points.length > 1)
    features.push({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: points } });
  (map.getSource('measure') as GeoJSONSource | undefined)?.setData({ type: 'FeatureCollection', features });
}

/** The industrial zones that hold at least one of the parcels, in order of first appearance. */
export function zonesOf(parcels: readonly { zoneId: string | null }[]): string[] {
  return [...new Set(parcels.flatMap((p) => (p.zoneId ? [p.zoneId] : [])))];
}
