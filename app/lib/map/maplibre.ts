/**
 * MapLibre GL, set up for this site: the library, its worker (served by Vite as a file of its own) and its
 * stylesheet. Imported only through `loadMapLibre()`, so that it loads on the pages that show a map.
 */
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import './map.css';

maplibregl.setWorkerUrl(workerUrl);

export { maplibregl };
