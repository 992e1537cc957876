import type { LayerId } from '@content/gis';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { useLocale } from '~/i18n/use-locale';
import type { ParcelResult, QueryParams } from '../lib/query';
import { shownLayers } from '../lib/map-layers';
import { useGisData } from '../lib/use-gis-data';
import type { View } from '../lib/url-state';
import { pickedTitle } from './feature-card';
import { LayerPanel } from './layer-panel';
import { Legend, useLegendEntries } from './legend';
import { MapPanel } from './map-panel';
import { QueryPanel } from './query-panel';
import { useResultSummary } from './result-summary';
import { type Picked, useGisMap } from './use-gis-map';
import { useGisUrlState } from './use-gis-url-state';
import { useMapExport } from './use-map-export';
import { useMeasureTool } from './use-measure-tool';
import { useQueryForm } from './use-query-form';
import { useQueryResults } from './use-query-results';
import { cardVariants } from '~/components/ui/card';
import { useTexts } from '~/i18n';
import gisTexts from '~/i18n/namespaces/gis';

/** The results panel (its export menu and details dialog) loads with the Query tab, or when a query is run. */
const loadResults = () => import('./results-panel');
const ResultsPanel = lazy(() => loadResults().then((m) => ({ default: m.ResultsPanel })));

/**
 * The GIS Hub's tools, below the page's heading (an island: app/islands/gis-hub.tsx): side panel (Layers, Query)
 * and legend, the map, and the query results; state in the URL.
 */
export function GisHub() {
  const { t } = useTexts(gisTexts);
  const { l, locale } = useLocale();
  const summarize = useResultSummary();
  const { state, write, initialView } = useGisUrlState();
  // The layers' files are fetched as the map comes near the screen (on a phone it is below the side panel), to draw
  // its still picture, or as the Query tab opens (the query runs over them); MapLibre starts when the reader reaches
  // for the map, uses a tool or gets results to see
  const [mapNear, setMapNear] = useState(false);
  const [mapWanted, setMapWanted] = useState(false);
  const want = useCallback(() => setMapWanted(true), []);
  const [tab, setTab] = useState<string | null>(null);
  const data = useGisData(mapNear || mapWanted || state.ran || tab === 'query');
  const [form, setForm] = useQueryForm(state.query);
  const measure = useMeasureTool();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [notice, setNotice] = useState('');
  const mapRef = useRef<HTMLElement>(null);
  const result = useQueryResults(state.ran, state.query, data.data);

  // Results are drawn on the live map only. It starts once they are on the screen: its start (MapLibre's code, a
  // WebGL context) is long work that would otherwise keep them from being painted.
  const hasResults = (result?.results.length ?? 0) > 0;
  const [resultsShown, setResultsShown] = useState(false);
  useEffect(() => {
    if (!hasResults || resultsShown) return;
    let timer: ReturnType<typeof setTimeout>;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setResultsShown(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [hasResults, resultsShown]);

  const map = useGisMap({
    wanted: mapWanted || resultsShown,
    want,
    data: data.data,
    layers: state.layers,
    results: result ? result.results.map((r) => r.parcel) : null,
    measuring: measure.measuring,
    points: measure.points,
    onMeasureClick: measure.add,
    onPick: (next, by) => {
      setPicked(next);
      // A click shows the card where the pointer is; Enter on the map is announced, as its reader cannot see it.
      if (by !== 'keyboard') return;
      if (!next) return setNotice(t('feature.none'));
      const { layer, name } = pickedTitle(next, locale);
      setNotice(t('feature.shown', { layer: layer ? l(layer.label) : t('feature.parcel'), name }));
    },
    onViewChange: (view: View) => write({ view }, true),
  });
  const exportMap = useMapExport(map.picture, setNotice);
  /** Export Map is making its picture (the map drawn first, if it was not): its form says it is preparing it. */
  const [exporting, setExporting] = useState(false);
  const overlay = useMemo(
    () => ({ layers: shownLayers(state.layers), sources: data.data?.layers ?? {} }),
    [state.layers, data.data],
  );
  const onNear = useCallback(() => setMapNear(true), []);

  const legend = useLegendEntries(state.layers);
  const toggle = (id: LayerId, on: boolean) => write({ layers: { ...state.layers, [id]: on } }, true);
  const run = (query: QueryParams) => {
    setForm(query);
    setTab('query');
    write({ query, ran: true }, false);
  };
  const showOnMap = (results: ParcelResult[]) => {
    map.fitTo(results.map((r) => r.parcel));
    mapRef.current?.scrollIntoView({ block: 'start' });
    mapRef.current?.focus({ preventScroll: true });
  };
  return (
    <>
      {state.invalid.length > 0 && (
        <p role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          {t('invalidLink', {
            names: state.invalid.map((name) => t(`params.${name}`)).join(locale === 'ar' ? '، ' : ', '),
          })}
        </p>
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="space-y-6">
          <Tabs
            value={tab ?? (state.ran ? 'query' : 'layers')}
            onValueChange={(next) => {
              if (next === 'query') void loadResults();
              setTab(next);
            }}
            className={cardVariants()}
          >
            <TabsList aria-label={t('sidePanel')} className="grid w-full grid-cols-2">
              <TabsTrigger value="layers">{t('tabs.layers')}</TabsTrigger>
              <TabsTrigger value="query">{t('tabs.query')}</TabsTrigger>
            </TabsList>
            <TabsContent value="layers">
              <LayerPanel
                layers={state.layers}
                onToggle={toggle}
                mapReady={map.ready}
                mapStatus={map.status}
                measuring={measure.measuring}
                onZoomIn={map.zoomIn}
                onZoomOut={map.zoomOut}
                onMeasure={() => {
                  measure.toggle();
                  setPicked(null);
                  want();
                }}
                onExport={() => {
                  if (exporting) return;
                  setExporting(true);
                  void exportMap({
                    legend,
                    results: result?.results.length ?? 0,
                    measured: measure.points.length > 1,
                  }).finally(() => setExporting(false));
                }}
                exporting={exporting}
              />
            </TabsContent>
            <TabsContent value="query">
              <QueryPanel params={form} onChange={setForm} onRun={run} />
            </TabsContent>
          </Tabs>
          <Legend entries={legend} />
        </div>
        <MapPanel
          ref={mapRef}
          map={map}
          dataStatus={data.status}
          overlay={overlay}
          onNear={onNear}
          initialView={initialView}
          picked={picked}
          onClosePicked={() => setPicked(null)}
          measure={{
            active: measure.measuring,
            points: measure.points,
            distanceKm: measure.distanceKm,
            onAddCentre: () => measure.add(map.centre()),
            onUndo: measure.undo,
            onClear: measure.clear,
            onDone: measure.done,
          }}
          resultCount={result?.results.length ?? 0}
        />
      </div>
      <p role="status" className="sr-only">
        {notice}
      </p>

      {result && (
        <Suspense>
          <ResultsPanel
            result={result}
            zoneName={(id) => {
              const name = data.data?.zones.get(id);
              return name && l(name);
            }}
            onViewOnMap={() => showOnMap(result.results)}
            onShowParcel={(r) => showOnMap([r])}
          />
        </Suspense>
      )}
      {state.ran && data.status === 'loading' && (
        <p role="status" className="mt-8 text-sm text-muted-foreground">
          {t('results.loading')}
        </p>
      )}
      {data.status === 'failed' && (
        <p role="alert" className="mt-8 text-sm">
          {t('results.dataFailed')}
        </p>
      )}
      <p role="status" className="sr-only">
        {result ? summarize(result) : ''}
      </p>
    </>
  );
}
