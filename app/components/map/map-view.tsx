import bbox from '@turf/bbox';
import { LoaderCircleIcon, TriangleAlertIcon } from 'lucide-react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '~/i18n/use-locale';
import { cn } from '~/lib/utils';
import { baseStyle } from '~/lib/map/base-style';
import { type BaseData, fetchBase, loadMapLibre, type MapLibre, supportsWebGL } from '~/lib/map/load';

export type MapStatus = 'loading' | 'ready' | 'failed';
type Bounds = [number, number, number, number];
/** The first view: a box to fit, or a centre and zoom (from a shared link). */
export type Camera = { bounds: Bounds } | { center: [number, number]; zoom: number };

/**
 * A MapLibre map over our own base map (region, governorates, towns). MapLibre and the base files load when the
 * map mounts; `onReady` receives the map once its style is drawn and may return a cleanup. The map is removed
 * on unmount. Without WebGL, or when a file cannot be fetched, it says so instead of showing a blank box.
 */
export function MapView({
  label,
  camera,
  onReady,
  onStatus,
  className,
  children,
}: {
  /** The map's accessible name. */
  label: string;
  /** Where to look first; the whole region when omitted. */
  camera?: Camera;
  onReady: (map: MapLibreMap, lib: MapLibre, base: BaseData) => void | (() => void);
  onStatus?: (status: MapStatus) => void;
  className?: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { locale: lang } = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<MapStatus>('loading');
  const [problem, setProblem] = useState('');
  const latest = useRef({ onReady, onStatus, camera, label });
  useEffect(() => {
    latest.current = { onReady, onStatus, camera, label };
  });

  useEffect(() => {
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
      .then(([lib, base]) => {
        if (cancelled || !container.current) return;
        const { camera: view, label: name } = latest.current;
        map = new lib.Map({
          container: container.current,
          style: baseStyle(base, lang),
          ...(view && 'center' in view ? view : { bounds: view?.bounds ?? (bbox(base.region) as Bounds) }),
          fitBoundsOptions: { padding: 24 },
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
          cleanup = latest.current.onReady(map, lib, base);
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
  }, [lang, t]);

  return (
    <div className={cn('relative overflow-hidden bg-[#e4e7ea]', className)} data-map-status={status}>
      {/* A map keeps east on the right in every language. Inline position: MapLibre's stylesheet sets its own. */}
      <div ref={container} dir="ltr" style={{ position: 'absolute', inset: 0 }} />
      {status === 'loading' && (
        <p role="status" className="absolute inset-0 flex items-center justify-center gap-2 text-sm">
          <LoaderCircleIcon aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
          {t('map.loading')}
        </p>
      )}
      {status === 'failed' && (
        <p
          role="alert"
          className="absolute inset-0 flex items-center justify-center gap-2 p-6 text-center text-sm"
        >
          <TriangleAlertIcon aria-hidden className="size-4 shrink-0" />
          {problem}
        </p>
      )}
      {status === 'ready' && children}
    </div>
  );
}
