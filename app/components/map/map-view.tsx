import bbox from '@turf/bbox';
import type { FeatureCollection } from 'geojson';
import { LoaderCircleIcon, MoveIcon, TriangleAlertIcon } from 'lucide-react';
import type { LayerSpecification, Map as MapLibreMap } from 'maplibre-gl';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/i18n/use-locale';
import { cn } from '~/lib/utils';
import { useNearViewport } from '~/lib/use-near-viewport';
import { baseStyle, FIRST_LABEL_LAYER } from '~/lib/map/base-style';
import { type BaseData, fetchBase, loadMapLibre, type MapLibre, supportsWebGL } from '~/lib/map/load';
import type { Bounds, Camera, Size } from '~/lib/map/still';
import { useTexts } from '~/i18n';

export type { Camera } from '~/lib/map/still';
export type MapStatus = 'loading' | 'ready' | 'failed';
/** What a page draws over the base map: its layers (MapLibre's style) and their sources' features. */
export type Overlay = {
  layers: LayerSpecification[];
  sources: Record<string, FeatureCollection | undefined>;
};

/** The still picture's code, fetched as the map comes near (on the GIS hub it is not in the page's first load). */
let stillCode: Promise<typeof import('./still-map')> | null = null;
const loadStill = () => {
  stillCode ??= import('./still-map');
  stillCode.catch(() => (stillCode = null));
  return stillCode;
};
const StillMap = lazy(() => loadStill().then((m) => ({ default: m.StillMap })));

/** A box to fit is fitted with this margin (pixels) unless the page says otherwise. */
const PADDING = 24;

/**
 * A map of our own base map (region, governorates, towns) and a page's overlay, in two steps. As its box comes
 * near the screen it is drawn as a still picture (SVG, `StillMap`) from the same files and styles; the live
 * MapLibre map starts when it is wanted: `live`, which the page sets when the reader reaches for the map
 * (pointer over it, a touch, the wheel, its Explore button: `onWant`) or uses a tool. MapLibre compiling its
 * WebGL programs is the heaviest work of any page, and most readers of a map page first look at it.
 * The live map is drawn under the still, which goes once `drawn` (the page's layers are on the live map);
 * `onReady` receives the map once its style is drawn and may return a cleanup. Without WebGL, or when MapLibre
 * cannot be fetched, the still stays and says so.
 */
export function MapView({
  label,
  camera,
  live,
  onWant,
  overlay,
  drawn,
  near: nearMargin = '100px',
  onNear,
  onReady,
  onStatus,
  className,
  children,
}: {
  /** The map's accessible name. */
  label: string;
  /** Where to look first; the whole region when omitted. */
  camera?: Camera;
  live: boolean;
  onWant: () => void;
  overlay?: Overlay;
  /** The live map shows what the still does. */
  drawn: boolean;
  /** How near the screen the box must come for the still to be drawn (a CSS margin). */
  near?: string;
  onNear?: () => void;
  onReady: (map: MapLibreMap, lib: MapLibre, base: BaseData) => void | (() => void);
  onStatus?: (status: MapStatus) => void;
  className?: string;
  children?: React.ReactNode;
}) {
  const { t } = useTexts();
  const { locale: lang } = useLocale();
  const [box, near] = useNearViewport<HTMLDivElement>(nearMargin);
  const size = useSize(box);
  const container = useRef<HTMLDivElement>(null);
  const [base, setBase] = useState<BaseData | null>(null);
  const [status, setStatus] = useState<MapStatus>('loading');
  const [problem, setProblem] = useState('');
  /** Focus goes to the live map once drawn when it was started from its button. */
  const focusWhenDrawn = useRef(false);
  const latest = useRef({ onReady, onStatus, onNear, camera, label });
  useEffect(() => {
    latest.current = { onReady, onStatus, onNear, camera, label };
  });

  useEffect(() => {
    if (!near && !live) return;
    latest.current.onNear?.();
    void loadStill();
    let cancelled = false;
    fetchBase().then(
      (files) => !cancelled && setBase(files),
      (error: Error) => {
        console.error('map:', error);
        if (cancelled) return;
        setStatus('failed');
        setProblem(t('map.loadFailed'));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [near, live, t]);

  useEffect(() => {
    if (!live) return;
    let map: MapLibreMap | null = null;
    let cleanup: void | (() => void);
    let cancelled = false;
    const report = (next: MapStatus, message = '') => {
      if (cancelled) return;
      setStatus(next);
      setProblem(message);
      latest.current.onStatus?.(next);
    };
    report('loading');
    if (!supportsWebGL()) {
      report('failed', t('map.noWebgl'));
      return;
    }
    Promise.all([loadMapLibre(), fetchBase()])
      .then(([lib, files]) => {
        if (cancelled || !container.current) return;
        const { camera: view, label: name } = latest.current;
        const fit = fitted(view, files);
        map = new lib.Map({
          container: container.current,
          style: baseStyle(files, lang),
          ...('center' in fit
            ? fit
            : {
                bounds: fit.bounds,
                fitBoundsOptions: {
                  padding: fit.padding,
                  ...(fit.maxZoom !== undefined && { maxZoom: fit.maxZoom }),
                },
              }),
          dragRotate: false,
          pitchWithRotate: false,
          touchPitch: false,
          attributionControl: { compact: true, customAttribution: t('map.attribution') },
          locale: {
            'Map.Title': name,
            'AttributionControl.ToggleAttribution': t('map.toggleAttribution'),
          },
        });
        map.touchZoomRotate.disableRotation();
        map.keyboard.disableRotation();
        map.once('load', () => {
          if (cancelled || !map) return;
          report('ready');
          cleanup = latest.current.onReady(map, lib, files);
          if (focusWhenDrawn.current) map.getCanvas().focus();
        });
        map.on('error', (event) => console.warn('map:', event.error?.message));
      })
      .catch((error: Error) => {
        console.error('map:', error);
        report('failed', t('map.loadFailed'));
      });
    return () => {
      cancelled = true;
      cleanup?.();
      map?.remove();
    };
  }, [live, lang, t]);

  const style = useMemo(() => base && baseStyle(base, lang), [base, lang]);
  const still = useMemo(() => {
    if (!style || !base || !size) return null;
    const at = style.layers.findIndex((layer) => layer.id === FIRST_LABEL_LAYER);
    const sources = Object.fromEntries(
      Object.entries(style.sources).map(([id, source]) => [id, (source as { data: FeatureCollection }).data]),
    );
    return {
      layers: [...style.layers.slice(0, at), ...(overlay?.layers ?? []), ...style.layers.slice(at)],
      sources: { ...sources, ...overlay?.sources },
      camera: fitted(camera, base),
    };
  }, [style, base, size, overlay, camera]);

  const liveShown = live && status === 'ready' && drawn;
  const mapStatus = live ? status : still ? 'still' : status === 'failed' ? 'failed' : 'idle';
  const want = () => {
    if (!live) onWant();
  };
  return (
    <div
      ref={box}
      className={cn('relative overflow-hidden bg-[#e4e7ea]', className)}
      data-map-status={mapStatus}
      onPointerEnter={want}
      onPointerDown={want}
      onWheel={want}
    >
      {/* A map keeps east on the right in every language. Inline position: MapLibre's stylesheet sets its own. */}
      <div ref={container} dir="ltr" style={{ position: 'absolute', inset: 0 }} />
      {still && size && !liveShown && (
        <Suspense>
          <StillMap {...still} size={size} />
        </Suspense>
      )}
      {!live && still && (
        <Button
          variant="outline"
          size="sm"
          className="absolute end-2 top-2 shadow-sm"
          onClick={() => {
            focusWhenDrawn.current = true;
            onWant();
          }}
        >
          <MoveIcon aria-hidden />
          {t('map.explore')}
        </Button>
      )}
      {live && status === 'loading' && (
        <p
          role="status"
          className="absolute end-2 top-2 flex items-center gap-2 rounded-md border bg-card/95 px-3 py-1.5 text-sm shadow-sm"
        >
          <LoaderCircleIcon aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
          {t('map.loading')}
        </p>
      )}
      {status === 'failed' && (
        <p
          role="alert"
          className={cn(
            'absolute flex items-center justify-center gap-2 text-center text-sm',
            still ? 'inset-x-2 bottom-2 rounded-md border bg-card/95 px-3 py-2 shadow-sm' : 'inset-0 p-6',
          )}
        >
          <TriangleAlertIcon aria-hidden className="size-4 shrink-0" />
          {problem}
        </p>
      )}
      {status === 'ready' && children}
    </div>
  );
}

/** The camera to use: the page's, or the whole region; a box is fitted with a margin. */
function fitted(camera: Camera | undefined, base: BaseData): Camera {
  if (camera && 'center' in camera) return camera;
  return { padding: PADDING, ...(camera ?? { bounds: bbox(base.region) as Bounds }) };
}

/** The element's size in CSS pixels, followed as it changes; null until it is laid out. */
function useSize(ref: React.RefObject<HTMLElement | null>): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry!.contentRect;
      setSize((now) =>
        width > 0 && height > 0 && (now?.width !== width || now?.height !== height) ? { width, height } : now,
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
