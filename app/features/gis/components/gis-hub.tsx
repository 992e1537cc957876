import { gis, type LayerId } from '@content/gis';
import { site } from '@content/site';
import length from '@turf/length';
import type { Position } from 'geojson';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { useLocale } from '~/i18n/use-locale';
import { downloadBlob } from '~/lib/download';
import { useHydrated } from '~/lib/use-hydrated';
import { MEASURE_COLOR, RESULT_COLOR } from '../lib/map-layers';
import { findParcels, type ParcelResult, type QueryParams } from '../lib/query';
import { useGisData } from '../lib/use-gis-data';
import { type GisState, gisSearch, parseGisState, type View } from '../lib/url-state';
import { pickedTitle } from './feature-card';
import { LayerPanel } from './layer-panel';
import { Legend, useLegendEntries } from './legend';
import { MapPanel } from './map-panel';
import { QueryPanel } from './query-panel';
import { type QueryResult, ResultsPanel, useResultSummary } from './results-panel';
import { type Picked, useGisMap } from './use-gis-map';

const crumbs = ['home', 'tools'].map((id) => site.nav.find((item) => item.id === id)!);

/** The GIS Hub page: side panel (Layers, Query) and legend, the map, and the query results; state in the URL. */
export function GisHub() {
  const { t } = useTranslation('gis');
  const { l, locale } = useLocale();
  const summarize = useResultSummary();
  const [params, setParams] = useSearchParams();
  // The page is prerendered without a query string: the address is read once the page runs in the browser.
  const hydrated = useHydrated();
  const state = useMemo(() => parseGisState(hydrated ? params : new URLSearchParams()), [hydrated, params]);
  const data = useGisData();

  // The form follows the address (a shared link, Back/Forward) and is edited freely until Run Query.
  const [form, setForm] = useState<QueryParams>(state.query);
  const queryKey = `${state.query.zoning}/${state.query.distanceKm}/${state.query.source}`;
  const [formKey, setFormKey] = useState(queryKey);
  if (formKey !== queryKey) {
    setFormKey(queryKey);
    setForm(state.query);
  }

  const [measuring, setMeasuring] = useState(false);
  const [points, setPoints] = useState<Position[]>([]);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [notice, setNotice] = useState('');
  const mapRef = useRef<HTMLElement>(null);
  const [initialView, setInitialView] = useState<View | null | undefined>(undefined);
  if (hydrated && initialView === undefined) setInitialView(state.view);
  const [tab, setTab] = useState<string | null>(null);

  // Results follow the address; once shown they stay (the last query's) even if the address loses them.
  const current = useMemo<QueryResult | null>(
    () =>
      state.ran && data.data
        ? { params: state.query, results: findParcels(data.data.register, state.query) }
        : null,
    [state.ran, state.query, data.data],
  );
  const [shown, setShown] = useState<QueryResult | null>(null);
  if (current && current !== shown) setShown(current);
  const result = current ?? shown;

  const write = (next: Partial<GisState>, replace: boolean) =>
    setParams((prev) => gisSearch({ ...parseGisState(prev), ...next }, prev), {
      replace,
      preventScrollReset: true,
    });

  const map = useGisMap({
    data: data.data,
    layers: state.layers,
    results: result ? result.results.map((r) => r.parcel) : null,
    measuring,
    points,
    onMeasureClick: (point) => setPoints((list) => [...list, point]),
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

  const legend = useLegendEntries(state.layers);
  const toggle = (id: LayerId, on: boolean) => write({ layers: { ...state.layers, [id]: on } }, true);
  const run = () => write({ query: form, ran: true }, false);
  const showOnMap = (results: ParcelResult[]) => {
    map.fitTo(results.map((r) => r.parcel));
    mapRef.current?.scrollIntoView({ block: 'start' });
    mapRef.current?.focus({ preventScroll: true });
  };
  const exportMap = async () => {
    const picture = map.picture({
      title: `${t('map.badge')} · ${l(gis.title)}`,
      legendHeading: t('legend.heading'),
      legend: [
        ...legend,
        ...(result?.results.length
          ? [{ label: t('map.resultsKey'), color: RESULT_COLOR, kind: 'fill' as const }]
          : []),
        ...(points.length > 1
          ? [{ label: t('measure.line'), color: MEASURE_COLOR, kind: 'line' as const }]
          : []),
      ],
      credits: [t('map.exportCredits'), t('map.exportDate', { date: new Date().toISOString().slice(0, 10) })],
      dir: locale === 'ar' ? 'rtl' : 'ltr',
    });
    if (!picture) return;
    try {
      downloadBlob(t('map.exportFile'), await picture);
      setNotice(t('map.exported', { file: t('map.exportFile') }));
    } catch {
      setNotice(t('map.exportFailed'));
    }
  };

  const distanceKm = points.length > 1 ? length({ type: 'LineString', coordinates: points } as never) : 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Breadcrumb
        items={[...crumbs.map((item) => ({ label: l(item.label), to: item.href })), { label: l(gis.title) }]}
      />
      <h1 className="mt-4 text-3xl font-bold tracking-tight md:text-4xl">{l(gis.title)}</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">{l(gis.subtitle)}</p>
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
            onValueChange={setTab}
            className="rounded-xl border bg-card p-5 shadow-sm"
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
                measuring={measuring}
                onZoomIn={map.zoomIn}
                onZoomOut={map.zoomOut}
                onMeasure={() => {
                  setMeasuring((on) => !on);
                  setPicked(null);
                }}
                onExport={() => void exportMap()}
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
          initialView={initialView ?? null}
          picked={picked}
          onClosePicked={() => setPicked(null)}
          measure={{
            active: measuring,
            points,
            distanceKm,
            onAddCentre: () => {
              const centre = map.centre();
              if (centre) setPoints((list) => [...list, centre]);
            },
            onUndo: () => setPoints((list) => list.slice(0, -1)),
            onClear: () => setPoints([]),
            onDone: () => setMeasuring(false),
          }}
          resultCount={result?.results.length ?? 0}
        />
      </div>
      <p role="status" className="sr-only">
        {notice}
      </p>

      {result && (
        <ResultsPanel
          result={result}
          zoneName={(id) => {
            const name = data.data?.zones.get(id);
            return name && l(name);
          }}
          onViewOnMap={() => showOnMap(result.results)}
          onShowParcel={(r) => showOnMap([r])}
        />
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
    </div>
  );
}
