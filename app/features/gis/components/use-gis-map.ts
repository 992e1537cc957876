import bbox from '@turf/bbox';
import type { Position } from 'geojson';
import type { Map as MapLibreMap, MapMouseEvent, PointLike } from 'maplibre-gl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MapStatus } from '~/components/map/map-view';
import type { PictureText } from '~/lib/map/export-png';
import {
  addGisLayers,
  clickableLayers,
  layerOfMapLayer,
  showLayers,
  showMeasure,
  showResults,
} from '../lib/map-layers';
import type { Parcel } from '../lib/query';
import type { GisData } from '../lib/use-gis-data';
import type { LayerState, View } from '../lib/url-state';

/** A feature picked on the map: the layer it belongs to and its attributes. */
export type Picked = { layer: string; properties: Record<string, unknown> };
/** How the reader picked: a click or tap, or Enter on the focused map (which acts at its centre). */
export type PickedBy = 'pointer' | 'keyboard';
/** Half the side, in pixels, of the box around the map's centre where Enter looks for a feature. */
const CENTRE_SLACK = 6;

/**
 * The GIS Hub's map: draws the layers, the results and the measuring line from React state, reports clicks
 * (a point while measuring, a feature otherwise) and camera moves, and offers the tools' actions. The map starts
 * when `wanted` (it comes into view, or `want()`); a tool used before it is drawn starts it and acts once it is.
 */
export function useGisMap({
  wanted,
  want,
  data,
  layers,
  results,
  measuring,
  points,
  onMeasureClick,
  onPick,
  onViewChange,
}: {
  wanted: boolean;
  want: () => void;
  data: GisData | undefined;
  layers: LayerState;
  results: Parcel[] | null;
  measuring: boolean;
  points: Position[];
  onMeasureClick: (point: Position) => void;
  onPick: (picked: Picked | null, by: PickedBy) => void;
  onViewChange: (view: View) => void;
}) {
  const mapRef = useRef<MapLibreMap | null>(null);
  const [status, setStatus] = useState<MapStatus>('loading');
  const [drawn, setDrawn] = useState(false);
  /** The layers are on the canvas (MapLibre idle after adding them): the still picture can go. */
  const [painted, setPainted] = useState(false);
  /** What the tools asked of the map before it was drawn, done once it is (or given up if it cannot be). */
  const waiting = useRef<((map: MapLibreMap | null) => void)[]>([]);
  const latest = useRef({ measuring, onMeasureClick, onPick, onViewChange, layers });
  useEffect(() => {
    latest.current = { measuring, onMeasureClick, onPick, onViewChange, layers };
  });

  const onReady = useCallback((map: MapLibreMap) => {
    mapRef.current = map;
    /** The topmost feature at a pixel (or in a box around it), as a pick. */
    const pickAt = (at: PointLike | [PointLike, PointLike]) => {
      const layersHere = clickableLayers.filter((id) => map.getLayer(id));
      const [feature] = map.queryRenderedFeatures(at, { layers: layersHere });
      return feature
        ? { layer: layerOfMapLayer[feature.layer.id] ?? '', properties: feature.properties }
        : null;
    };
    const click = (event: MapMouseEvent) => {
      const now = latest.current;
      if (now.measuring) now.onMeasureClick([event.lngLat.lng, event.lngLat.lat]);
      else now.onPick(pickAt(event.point), 'pointer');
    };
    // The keyboard's click: Enter on the focused map acts at its centre (marked by a crosshair), a few pixels
    // around it, so that a well or a line under the crosshair is found without pixel-perfect panning.
    const canvas = map.getCanvas();
    const enter = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.target !== canvas) return;
      event.preventDefault();
      const now = latest.current;
      const { lng, lat } = map.getCenter();
      if (now.measuring) {
        now.onMeasureClick([lng, lat]);
        return;
      }
      const { x, y } = map.project([lng, lat]);
      now.onPick(
        pickAt([
          [x - CENTRE_SLACK, y - CENTRE_SLACK],
          [x + CENTRE_SLACK, y + CENTRE_SLACK],
        ]),
        'keyboard',
      );
    };
    canvas.addEventListener('keydown', enter);
    // A resize (the page's layout settling, a phone turning) moves nothing the reader chose: it stays out of the
    // address, so that a shared link carries only a view somebody picked.
    let resized = false;
    const resize = () => {
      resized = !map.isMoving();
    };
    const moveEnd = () => {
      if (resized) {
        resized = false;
        return;
      }
      const { lng, lat } = map.getCenter();
      latest.current.onViewChange({ zoom: map.getZoom(), lat, lon: lng });
    };
    const hover = (event: MapMouseEvent) => {
      const { measuring } = latest.current;
      canvas.style.cursor = measuring ? 'crosshair' : pickAt(event.point) ? 'pointer' : '';
    };
    map.on('click', click);
    map.on('resize', resize);
    map.on('moveend', moveEnd);
    map.on('mousemove', hover);
    return () => {
      canvas.removeEventListener('keydown', enter);
      mapRef.current = null;
      setDrawn(false);
      setPainted(false);
    };
  }, []);

  // The layers are added once both the map and the data are there.
  useEffect(() => {
    const map = mapRef.current;
    if (status !== 'ready' || !map || !data || drawn) return;
    addGisLayers(map, data.layers, latest.current.layers);
    setDrawn(true);
    map.once('idle', () => setPainted(true));
  }, [status, data, drawn]);

  useEffect(() => {
    if (drawn && mapRef.current) showLayers(mapRef.current, layers);
  }, [drawn, layers]);
  useEffect(() => {
    if (drawn && mapRef.current) showResults(mapRef.current, results ?? []);
  }, [drawn, results]);
  useEffect(() => {
    if (drawn && mapRef.current) showMeasure(mapRef.current, points);
  }, [drawn, points]);

  const ready = wanted && status === 'ready' && drawn;
  const failed = wanted && status === 'failed';
  useEffect(() => {
    if (ready || failed) for (const act of waiting.current.splice(0)) act(ready ? mapRef.current : null);
  }, [ready, failed]);
  /** Acts on the drawn map: at once, or once it is drawn (starting it); with null if it cannot be shown. */
  const withMap = (act: (map: MapLibreMap | null) => void) => {
    if (ready || failed) return act(ready ? mapRef.current : null);
    waiting.current.push(act);
    want();
  };
  return {
    /** 'idle' until the map is wanted (a still picture of it may be drawn). */
    status: wanted ? status : ('idle' as const),
    ready,
    painted: ready && painted,
    wanted,
    want,
    onReady,
    onStatus: setStatus,
    zoomIn: () => withMap((map) => map?.zoomIn()),
    zoomOut: () => withMap((map) => map?.zoomOut()),
    centre: (): Position | null => {
      const c = mapRef.current?.getCenter();
      return c ? [c.lng, c.lat] : null;
    },
    /** Fits the view to the parcels (View on Map) or flies to one (from its details). */
    fitTo: (parcels: Parcel[]) => withMap((map) => map && fitMap(map, parcels)),
    /**
     * The map as a PNG with its legend band (Export Map; its code fetched then); rejects if the map cannot be shown.
     */
    picture: (text: PictureText) =>
      new Promise<Blob>((resolve, reject) =>
        withMap((map) =>
          map
            ? import('~/lib/map/export-png')
                .then(({ mapPicture }) => mapPicture(map, text))
                .then(resolve, reject)
            : reject(new Error('no map')),
        ),
      ),
  };
}

function fitMap(map: MapLibreMap, parcels: Parcel[]) {
  if (parcels.length === 0) return;
  const [w, s, e, n] = bbox({ type: 'FeatureCollection', features: parcels.map((p) => p.feature) });
  map.fitBounds(
    [
      [w, s],
      [e, n],
    ],
    {
      padding: 60,
      maxZoom: 13,
      duration: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 800,
    },
  );
}
