/**
 * MapLibre GL, set up for this site: the library, its worker (served by Vite as a file of its own) and its
 * stylesheets. Imported only through `loadMapLibre()`, so that it loads on the pages that show a map, when the map
 * starts. The stylesheets are linked then, by this module: imported as CSS, Astro would link them in the head of
 * every page whose islands may load the map, in the first paint's path.
 */
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import maplibreCss from 'maplibre-gl/dist/maplibre-gl.css?url';
import mapCss from './map.css?url';

maplibregl.setWorkerUrl(workerUrl);
for (const href of [maplibreCss, mapCss])
  if (!document.querySelector(`link[rel="stylesheet"][href="${href}"]`))
    document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href }));

export { maplibregl };
