import { gis, type LayerId } from '@content/gis';
import { site } from '@content/site';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { useLocale } from '~/i18n/use-locale';
import { findParcels, type QueryParams, zonesOf } from '../lib/query';
import { type LayerState, LayerPanel } from './layer-panel';
import { Legend } from './legend';
import { MapPanel } from './map-panel';
import { QueryPanel } from './query-panel';
import { type QueryResult, ResultsPanel, useResultSummary } from './results-panel';

const defaultLayers = Object.fromEntries(
  gis.layers.map((layer) => [layer.id, layer.defaultOn]),
) as LayerState;
const crumbs = ['home', 'tools'].map((id) => site.nav.find((item) => item.id === id)!);
const defaultQuery: QueryParams = {
  zoning: gis.query.defaultZoning,
  distanceKm: gis.query.defaultDistanceKm,
  source: gis.query.defaultSource,
};

/** The GIS Hub page: side panel (Layers, Query) and legend, the map panel, and the query results. */
export function GisHub() {
  const { t } = useTranslation('gis');
  const { l } = useLocale();
  const summarize = useResultSummary();
  const [layers, setLayers] = useState(defaultLayers);
  const [query, setQuery] = useState(defaultQuery);
  const [result, setResult] = useState<QueryResult | null>(null);
  const [emphasis, setEmphasis] = useState(false);
  const mapRef = useRef<HTMLElement>(null);

  const toggle = (id: LayerId, on: boolean) => setLayers((current) => ({ ...current, [id]: on }));
  const run = () => {
    setResult({ params: query, parcels: findParcels(gis.parcels, query) });
    setEmphasis(false);
  };
  const viewOnMap = () => {
    setEmphasis(true);
    mapRef.current?.scrollIntoView({ block: 'start' });
    mapRef.current?.focus({ preventScroll: true });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Breadcrumb
        items={[...crumbs.map((item) => ({ label: l(item.label), to: item.href })), { label: l(gis.title) }]}
      />
      <h1 className="mt-4 text-3xl font-bold tracking-tight md:text-4xl">{l(gis.title)}</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">{l(gis.subtitle)}</p>

      <div className="mt-8 grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="space-y-6">
          <Tabs defaultValue="layers" className="rounded-xl border bg-card p-5 shadow-sm">
            <TabsList aria-label={t('sidePanel')} className="grid w-full grid-cols-2">
              <TabsTrigger value="layers">{t('tabs.layers')}</TabsTrigger>
              <TabsTrigger value="query">{t('tabs.query')}</TabsTrigger>
            </TabsList>
            <TabsContent value="layers">
              <LayerPanel layers={layers} onToggle={toggle} />
            </TabsContent>
            <TabsContent value="query">
              <QueryPanel params={query} onChange={setQuery} onRun={run} />
            </TabsContent>
          </Tabs>
          <Legend layers={layers} />
        </div>
        <MapPanel
          ref={mapRef}
          layers={layers}
          highlight={result && { parcels: result.parcels, zoneIds: zonesOf(result.parcels) }}
          emphasis={emphasis}
        />
      </div>

      {result && <ResultsPanel result={result} onViewOnMap={viewOnMap} />}
      <p role="status" className="sr-only">
        {result ? summarize(result) : ''}
      </p>
    </div>
  );
}
