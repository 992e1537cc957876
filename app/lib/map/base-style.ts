import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import type { FilterSpecification, LayerSpecification, StyleSpecification } from 'maplibre-gl';
import polylabel from 'polylabel';
import type { BaseData } from './load';

/** Fonts the page already loads (app.css); MapLibre draws labels with them, so no glyph server is needed. */
export const MAP_FONTS = ['Inter Variable', 'IBM Plex Sans Arabic', 'sans-serif'];
export const MAP_COLORS = {
  outside: '#e4e7ea',
  region: '#f6efe1',
  governorate: '#b3a07c',
  outline: '#6f5d3e',
  town: '#2b2f36',
  label: '#2b2f36',
  halo: '#ffffff',
};

/** A name in the page's language, from the name_en / name_ar properties every base feature has. */
export const nameIn = (lang: string): ['get', string] => ['get', lang === 'ar' ? 'name_ar' : 'name_en'];

type Ring = [number, number][];
/** A polygon's rings (a multi-polygon's first part). */
const rings = (g: Polygon | MultiPolygon) =>
  (g.type === 'Polygon' ? g.coordinates : g.coordinates[0]!) as Ring[];

/** One point per governorate where its name is written: the point inside it farthest from its edges. */
function labelPoints(governorates: FeatureCollection): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: governorates.features.map((f): Feature => ({
      type: 'Feature',
      properties: f.properties,
      geometry: { type: 'Point', coordinates: polylabel(rings(f.geometry as Polygon | MultiPolygon), 0.005) },
    })),
  };
}

const capital: FilterSpecification = ['==', ['get', 'kind'], 'capital'];
/** The towns' layers, other towns before (under) the capital. */
const towns: { id: string; filter: FilterSpecification; radius: number; textSize: number }[] = [
  { id: 'towns', filter: ['!', capital], radius: 3.5, textSize: 12 },
  { id: 'capitals', filter: capital, radius: 5, textSize: 14 },
];

/**
 * The base map, drawn entirely from our own GeoJSON (no tiles, no internet): the land outside the region, the
 * region, its governorates with their names, and the main towns, labelled in the page's language.
 */
export function baseStyle(base: BaseData, lang: string): StyleSpecification {
  const label = { 'text-field': nameIn(lang), 'text-font': MAP_FONTS };
  const layers: LayerSpecification[] = [
    { id: 'background', type: 'background', paint: { 'background-color': MAP_COLORS.outside } },
    { id: 'region-fill', type: 'fill', source: 'region', paint: { 'fill-color': MAP_COLORS.region } },
    {
      id: 'governorate-lines',
      type: 'line',
      source: 'governorates',
      paint: { 'line-color': MAP_COLORS.governorate, 'line-width': 1, 'line-dasharray': [3, 2] },
    },
    {
      id: 'region-outline',
      type: 'line',
      source: 'region',
      paint: { 'line-color': MAP_COLORS.outline, 'line-width': 2 },
    },
    {
      id: 'governorate-labels',
      type: 'symbol',
      source: 'governorate-labels',
      layout: { ...label, 'text-size': 13, 'text-letter-spacing': 0.04, 'text-max-width': 8 },
      paint: { 'text-color': '#7a6a4f', 'text-halo-color': MAP_COLORS.halo, 'text-halo-width': 1.5 },
      maxzoom: 9,
    },
    // Capitals and other towns in layers of their own, each with constant sizes: a size read from each feature
    // would make MapLibre compile one more variant of the circle and of the text shader, each a wait on the main
    // thread (~10 ms with software-rendered WebGL). Circles first; the capital's label is placed before others'.
    ...towns.map(({ id, filter, radius }): LayerSpecification => ({
      id,
      type: 'circle',
      source: 'towns',
      filter,
      paint: {
        'circle-radius': radius,
        'circle-color': MAP_COLORS.town,
        'circle-stroke-color': MAP_COLORS.halo,
        'circle-stroke-width': 1.5,
      },
    })),
    ...towns.map(({ id, filter, textSize }): LayerSpecification => ({
      id: `${id}-labels`,
      type: 'symbol',
      source: 'towns',
      filter,
      layout: {
        ...label,
        'text-size': textSize,
        'text-variable-anchor': ['top', 'bottom', 'left', 'right'],
        'text-radial-offset': 0.6,
      },
      paint: { 'text-color': MAP_COLORS.label, 'text-halo-color': MAP_COLORS.halo, 'text-halo-width': 1.5 },
      minzoom: 7.5,
    })),
  ];
  return {
    version: 8,
    sources: {
      region: { type: 'geojson', data: base.region },
      governorates: { type: 'geojson', data: base.governorates },
      'governorate-labels': { type: 'geojson', data: labelPoints(base.governorates) },
      towns: { type: 'geojson', data: base.towns },
    },
    layers,
  };
}

/** Where the base map's own layers end: overlays are added above the region, below the labels. */
export const FIRST_LABEL_LAYER = 'governorate-labels';
