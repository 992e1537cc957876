import type { FeatureCollection } from 'geojson';
import { paths } from '@core/paths';

export type MapLibre = typeof import('maplibre-gl');

let library: Promise<MapLibre> | null = null;

/** MapLibre GL, fetched the first time a map is shown (never part of a page's first bundle). */
export function loadMapLibre(): Promise<MapLibre> {
  library ??= import('./maplibre').then((m) => m.maplibregl);
  library.catch(() => (library = null));
  return library;
}

/** Whether this browser can draw a WebGL map at all. */
export function supportsWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

const files = new Map<string, Promise<FeatureCollection>>();

/** A GeoJSON file the site publishes (under /gis/ or /downloads/), fetched once per page. */
export function fetchGeoJson(url: string): Promise<FeatureCollection> {
  let file = files.get(url);
  if (!file) {
    file = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
      return (await response.json()) as FeatureCollection;
    });
    file.catch(() => files.delete(url));
    files.set(url, file);
  }
  return file;
}

/** The base map's files: region and governorate boundaries and the main towns. */
export type BaseData = {
  region: FeatureCollection;
  governorates: FeatureCollection;
  towns: FeatureCollection;
};

export async function fetchBase(): Promise<BaseData> {
  const [region, governorates, towns] = await Promise.all(
    ['region', 'governorates', 'towns'].map((name) => fetchGeoJson(paths.gisLayer(name))),
  );
  return { region: region!, governorates: governorates!, towns: towns! };
}
