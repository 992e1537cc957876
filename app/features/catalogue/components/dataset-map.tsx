import bbox from '@turf/bbox';
import centroid from '@turf/centroid';
import type { Feature, FeatureCollection } from 'geojson';
import { MinusIcon, PlusIcon, XIcon } from 'lucide-react';
import type { FilterSpecification, LayerSpecification, Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { type Camera, MapView, type Overlay } from '~/components/map/map-view';
import { FIRST_LABEL_LAYER } from '~/lib/map/base-style';
import { fetchGeoJson } from '~/lib/map/load';
import type { Bounds } from '~/lib/map/still';
import { useLocale } from '~/i18n/use-locale';
import type { Dataset, Resource } from '@core/catalogue/types';
import { useTexts } from '~/i18n';
import datasetTexts from '~/i18n/namespaces/dataset';

/** The dataset's features are drawn in the site's primary colour (the theme colour of app/root.tsx). */
const FEATURE_COLOR = '#0f6466';
const SOURCE = 'dataset';
const CENTRES = 'dataset-centres';
/** Below this zoom a parcel is a pixel or two: polygons also get a marker at their centre. */
const CENTRE_MAX_ZOOM = 10;

/** The dataset's GeoJSON file, if it has one: only such datasets get a map preview. */
export const geoJsonResource = (dataset: Dataset): Resource | undefined =>
  dataset.resources.find((r) => r.format === 'GeoJSON');

/** A preview of a geodata set's features on the base map of the region, after the table preview. */
export function DatasetMap({ dataset }: { dataset: Dataset }) {
  const file = geoJsonResource(dataset);
  return file ? <MapPreview dataset={dataset} url={file.url} /> : null;
}

type LayerStatus = 'idle' | 'loading' | 'ready' | 'failed';

function MapPreview({ dataset: d, url }: { dataset: Dataset; url: string }) {
  const { t } = useTexts(datasetTexts);
  const { l, number } = useLocale();
  const mapRef = useRef<MapLibreMap | null>(null);
  const [live, setLive] = useState(false);
  const [features, setFeatures] = useState<FeatureCollection | null>(null);
  const [layer, setLayer] = useState<LayerStatus>('idle');
  const [painted, setPainted] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  /** The first column names each feature (parcel_id, well_id, road_id): a click shows it. */
  const idField = d.fields[0];

  // The features are fetched as the preview comes near the screen, for its still picture, never during prerender
  const onNear = useCallback(() => {
    setLayer((now) => (now === 'idle' ? 'loading' : now));
    fetchGeoJson(url).then(
      (data) => {
        setFeatures(data);
        setLayer('ready');
      },
      (error: Error) => {
        console.error('map:', error);
        setLayer('failed');
      },
    );
  }, [url]);
  const overlay = useMemo(() => features && datasetOverlay(features), [features]);
  const camera = useMemo(
    (): Camera =>
      features ? { bounds: bbox(features) as Bounds, padding: 32, maxZoom: 11 } : { bounds: d.spatial.bbox },
    [features, d.spatial.bbox],
  );

  const onReady = (map: MapLibreMap) => {
    let cancelled = false;
    mapRef.current = map;
    // The page scrolls past the preview: the wheel does not zoom it (the buttons, double-click and keys do).
    map.scrollZoom.disable();
    fetchGeoJson(url)
      .then((data) => {
        if (cancelled) return;
        addDatasetLayers(map, datasetOverlay(data));
        const [w, s, e, n] = bbox(data);
        map.fitBounds([w!, s!, e!, n!], { padding: 32, maxZoom: 11, duration: 0 });
        map.once('idle', () => !cancelled && setPainted(true));
      })
      .catch(() => !cancelled && setPainted(true));

    const clickable = () => DATASET_LAYERS.filter((id) => map.getLayer(id));
    const featureAt = (event: MapMouseEvent) => {
      const { x, y } = event.point;
      return map.queryRenderedFeatures(
        [
          [x - 4, y - 4],
          [x + 4, y + 4],
        ],
        { layers: clickable() },
      )[0];
    };
    map.on('click', (event) => {
      const value = idField && featureAt(event)?.properties?.[idField.name];
      setPicked(value === undefined || value === null || value === '' ? null : String(value));
    });
    map.on('mousemove', (event) => {
      map.getCanvas().style.cursor = featureAt(event) ? 'pointer' : '';
    });
    return () => {
      cancelled = true;
      mapRef.current = null;
      setPainted(false);
    };
  };

  const summary = t('map.summary', { count: d.records, value: number(d.records) });
  return (
    <section aria-labelledby="map-heading" data-features={layer}>
      <h2 id="map-heading" className="text-xl font-semibold">
        {t('map.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-muted-foreground">{summary}</p>
      <div className="relative mt-4 h-80 overflow-hidden rounded-xl border bg-muted">
        <MapView
          label={t('map.label', { title: l(d.title) })}
          camera={camera}
          live={live}
          onWant={() => setLive(true)}
          overlay={overlay ?? undefined}
          drawn={painted}
          near="400px"
          onNear={onNear}
          onReady={onReady}
          className="h-full"
        >
          <div className="absolute end-2 top-2 flex flex-col gap-1">
            <Button
              variant="outline"
              size="icon"
              className="size-8 shadow-sm"
              aria-label={t('map.zoomIn')}
              onClick={() => mapRef.current?.zoomIn()}
            >
              <PlusIcon aria-hidden />
            </Button>
            <Button
              variant="outline"
              size="icon"
              className="size-8 shadow-sm"
              aria-label={t('map.zoomOut')}
              onClick={() => mapRef.current?.zoomOut()}
            >
              <MinusIcon aria-hidden />
            </Button>
          </div>
          <div
            aria-live="polite"
            className="pointer-events-none absolute start-2 top-2 max-w-[calc(100%-4rem)]"
          >
            {picked && idField && (
              <p className="pointer-events-auto flex items-center gap-2 rounded-md border bg-card/95 py-1 ps-3 pe-1 text-sm shadow-sm">
                <span className="min-w-0 truncate">
                  <span className="text-muted-foreground">{l(idField.title)}: </span>
                  <span className="font-medium" dir="auto">
                    {picked}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  aria-label={t('map.close')}
                  onClick={() => setPicked(null)}
                >
                  <XIcon aria-hidden />
                </Button>
              </p>
            )}
          </div>
        </MapView>
        {layer === 'failed' && (
          <p
            role="alert"
            className="absolute inset-x-2 bottom-8 rounded-md border bg-card/95 px-3 py-2 text-center text-sm shadow-sm"
          >
            {t('map.featuresFailed')}
          </p>
        )}
      </div>
    </section>
  );
}

/** The map layers a click can pick a feature from, topmost first. */
const DATASET_LAYERS = [
  'dataset-points',
  'dataset-centres',
  'dataset-lines',
  'dataset-outline',
  'dataset-fill',
];

const isType = (...types: string[]): FilterSpecification => ['match', ['geometry-type'], types, true, false];

/** The features' layers by geometry: polygons filled and outlined (with centre markers when small), lines, points. */
function datasetOverlay(data: FeatureCollection): Overlay {
  const types = new Set(data.features.map((f) => f.geometry?.type.replace(/^Multi/, '')));
  const layers: LayerSpecification[] = [];
  const polygons = data.features.filter((f) => /Polygon$/.test(f.geometry?.type ?? ''));
  const centres: FeatureCollection = {
    type: 'FeatureCollection',
    features: polygons.map((f) => ({ ...centroid(f as Feature), properties: f.properties }) as Feature),
  };
  if (types.has('Polygon')) {
    layers.push(
      {
        id: 'dataset-fill',
        type: 'fill',
        source: SOURCE,
        filter: isType('Polygon', 'MultiPolygon'),
        paint: { 'fill-color': FEATURE_COLOR, 'fill-opacity': 0.35 },
      },
      {
        id: 'dataset-outline',
        type: 'line',
        source: SOURCE,
        filter: isType('Polygon', 'MultiPolygon'),
        paint: { 'line-color': FEATURE_COLOR, 'line-width': 1.5 },
      },
      {
        id: 'dataset-centres',
        type: 'circle',
        source: CENTRES,
        maxzoom: CENTRE_MAX_ZOOM,
        paint: {
          'circle-radius': 5,
          'circle-color': FEATURE_COLOR,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1.5,
        },
      },
    );
  }
  if (types.has('LineString'))
    layers.push({
      id: 'dataset-lines',
      type: 'line',
      source: SOURCE,
      filter: isType('LineString', 'MultiLineString'),
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': FEATURE_COLOR, 'line-width': 3 },
    });
  if (types.has('Point'))
    layers.push({
      id: 'dataset-points',
      type: 'circle',
      source: SOURCE,
      filter: isType('Point', 'MultiPoint'),
      paint: {
        'circle-radius': 5,
        'circle-color': FEATURE_COLOR,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1.5,
      },
    });
  return { layers, sources: { [SOURCE]: data, [CENTRES]: centres } };
}

/** Adds the overlay's sources and layers to the live map, under the base map's labels. */
function addDatasetLayers(map: MapLibreMap, { layers, sources }: Overlay) {
  for (const [id, data] of Object.entries(sources)) if (data) map.addSource(id, { type: 'geojson', data });
  for (const spec of layers) map.addLayer(spec, FIRST_LABEL_LAYER);
}
