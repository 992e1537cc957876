import type { Position } from 'geojson';
import { lazy, Suspense, useMemo } from 'react';
import { CrosshairIcon, PlusIcon, Undo2Icon, XIcon } from 'lucide-react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import type { Overlay } from '~/components/map/map-view';
import { useLocale } from '~/i18n/use-locale';
import { cn } from '~/lib/utils';
import { RESULT_COLOR } from '../lib/map-layers';
import type { View } from '../lib/url-state';
import { FeatureCard } from './feature-card';
import type { Picked, useGisMap } from './use-gis-map';
import { Card } from '~/components/ui/card';
import { useTexts } from '~/i18n';
import gisTexts from '~/i18n/namespaces/gis';

/**
 * The map's code comes right after the page's own: its box is in the prerendered page, empty until then. The
 * build has the code at hand, so that every page's HTML holds the box in place: a `lazy` component suspends the
 * first page that renders it, which React then streams in with inline scripts that the pages' policy does not
 * allow (only English /tools/gis was, the pages after it finding the code loaded).
 */
const MapView = import.meta.env.SSR
  ? (await import('~/components/map/map-view')).MapView
  : lazy(() => import('~/components/map/map-view').then((m) => ({ default: m.MapView })));

type Measure = {
  active: boolean;
  points: Position[];
  distanceKm: number;
  onAddCentre: () => void;
  onUndo: () => void;
  onClear: () => void;
  onDone: () => void;
};

/** The map's box: 600px high with its caption and key on desktop. */
const BOX = 'h-[420px] sm:h-[480px] lg:h-auto lg:min-h-0 lg:flex-1';

/** The map panel: 600px high on desktop, with its caption, region badge, the map and what sits on it. */
export function MapPanel({
  ref,
  map,
  dataStatus,
  overlay,
  onNear,
  initialView,
  picked,
  onClosePicked,
  measure,
  resultCount,
}: {
  ref: React.Ref<HTMLElement>;
  map: ReturnType<typeof useGisMap>;
  dataStatus: 'loading' | 'ready' | 'failed';
  /** The layers switched on, drawn on the map's still picture until the live map is. */
  overlay: Overlay;
  /** The map's box came near the screen: its still picture is being drawn. */
  onNear: () => void;
  initialView: View | null;
  picked: Picked | null;
  onClosePicked: () => void;
  measure: Measure;
  resultCount: number;
}) {
  const { t } = useTexts(gisTexts);
  const camera = useMemo(
    () =>
      initialView
        ? { center: [initialView.lon, initialView.lat] as [number, number], zoom: initialView.zoom }
        : undefined,
    [initialView],
  );
  return (
    <Card
      as="figure"
      padding="none"
      ref={ref}
      // /tools/gis#map opens the page at the map (and so starts it)
      id="map"
      tabIndex={-1}
      aria-labelledby="gis-map-caption"
      className="flex scroll-mt-24 flex-col overflow-hidden outline-none focus:ring-[3px] focus:ring-ring/60 lg:h-[600px]"
    >
      <figcaption className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3">
        <span id="gis-map-caption" className="font-semibold">
          {t('map.caption')}
        </span>
        <Badge variant="secondary">{t('map.badge')}</Badge>
      </figcaption>
      <Suspense fallback={<div data-map-status="idle" className={cn('bg-[#e4e7ea]', BOX)} />}>
        <MapView
          label={t('map.label')}
          camera={camera}
          live={map.wanted}
          onWant={map.want}
          overlay={overlay}
          drawn={map.painted || dataStatus === 'failed'}
          onNear={onNear}
          onReady={map.onReady}
          onStatus={map.onStatus}
          className={cn('group/map', BOX)}
        >
          {/* The centre that Enter (and Add map centre) acts on: shown while measuring or the map has keyboard focus. */}
          <CrosshairIcon
            aria-hidden
            className={cn(
              'pointer-events-none absolute start-1/2 top-1/2 size-6 -translate-1/2 text-foreground rtl:translate-x-1/2',
              !measure.active && 'hidden group-has-[canvas:focus-visible]/map:block',
            )}
          />
          {picked && !measure.active && <FeatureCard picked={picked} onClose={onClosePicked} />}
          {(measure.active || measure.points.length > 0) && <MeasureCard measure={measure} />}
        </MapView>
      </Suspense>
      <div className="flex min-h-10 flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t px-4 py-2 text-xs font-medium">
        <p className="text-muted-foreground">
          {dataStatus === 'failed' ? t('map.layersFailed') : t('map.hint')}
        </p>
        {resultCount > 0 && (
          <p className="flex items-center gap-1.5">
            <span aria-hidden className="size-3 rounded-sm" style={{ backgroundColor: RESULT_COLOR }} />
            {t('map.resultsKey')}
          </p>
        )}
      </div>
    </Card>
  );
}

/** Measure Distance: the running distance, and buttons that work from the keyboard as well as clicks do. */
function MeasureCard({ measure }: { measure: Measure }) {
  const { t } = useTexts(gisTexts);
  const { number } = useLocale();
  const km = number(measure.distanceKm, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <section
      aria-labelledby="gis-measure-heading"
      className="absolute start-3 top-3 max-w-[calc(100%-1.5rem)] rounded-lg border bg-card/95 p-2.5 shadow-md sm:w-72"
    >
      <h3 id="gis-measure-heading" className="text-xs font-semibold text-muted-foreground">
        {t('measure.heading')}
      </h3>
      <p role="status" className="font-semibold tabular-nums">
        {t('measure.distance', {
          value: km,
          count: measure.points.length,
          points: number(measure.points.length),
        })}
      </p>
      {measure.active && (
        <p className="mt-1 text-xs text-muted-foreground max-sm:sr-only">{t('measure.help')}</p>
      )}
      <div className="mt-2 flex flex-wrap gap-1.5">
        {measure.active && (
          <Button size="sm" variant="outline" onClick={measure.onAddCentre}>
            <PlusIcon aria-hidden />
            {t('measure.addCentre')}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={measure.onUndo} disabled={measure.points.length === 0}>
          <Undo2Icon aria-hidden />
          {t('measure.undo')}
        </Button>
        <Button size="sm" variant="outline" onClick={measure.onClear} disabled={measure.points.length === 0}>
          <XIcon aria-hidden />
          {t('measure.clear')}
        </Button>
        {measure.active && (
          <Button size="sm" onClick={measure.onDone}>
            {t('measure.done')}
          </Button>
        )}
      </div>
    </section>
  );
}
