import { layerIds } from '@content/gis';
import type { FeatureCollection, Polygon } from 'geojson';
import { useEffect, useState } from 'react';
import { fetchGeoJson } from '~/lib/map/load';
import type { LayerData } from './map-layers';
import type { ParcelResult, QueryParams } from './query';
import { paths } from '@core/paths';

export type GisData = {
  layers: LayerData;
  /** The query over the parcels (its code, turf and Flatbush, is fetched with the files). */
  find: (params: QueryParams) => ParcelResult[];
  /** Industrial zone names by zone id, from the industrial zones layer. */
  zones: Map<string, { en: string; ar: string }>;
};
export type GisDataState =
  | { status: 'loading'; data?: undefined }
  | { status: 'ready'; data: GisData }
  | { status: 'failed'; data?: undefined };

/**
 * The GIS layers and the parcel register, fetched from /gis/ (built from data/ by `npm run build:data`) with the
 * query's code once `needed` (the map comes near, the Query tab opens, or a query is to be run): never while the page
 * itself loads.
 */
export function useGisData(needed: boolean): GisDataState {
  const [state, setState] = useState<GisDataState>({ status: 'loading' });
  useEffect(() => {
    if (!needed) return;
    let cancelled = false;
    const names = [...layerIds, 'parcels'] as const;
    Promise.all([import('./query'), ...names.map((name) => fetchGeoJson(paths.gisLayer(name)))])
      .then(([{ createRegister, findParcels }, ...files]) => {
        const layers = Object.fromEntries(names.map((name, i) => [name, files[i]!])) as LayerData;
        const register = createRegister(layers.parcels as FeatureCollection<Polygon>, {
          road: layers.roads,
          water: layers.groundwater,
          grid: layers.electrical,
        });
        const zones = new Map(
          layers.industrial.features.map((f) => [
            String(f.properties?.zone_id),
            { en: String(f.properties?.name_en), ar: String(f.properties?.name_ar) },
          ]),
        );
        const find = (params: QueryParams) => findParcels(register, params);
        if (!cancelled) setState({ status: 'ready', data: { layers, find, zones } });
      })
      .catch((error: Error) => {
        console.error('gis:', error);
        if (!cancelled) setState({ status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [needed]);
  return state;
}
