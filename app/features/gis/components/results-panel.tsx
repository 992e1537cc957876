import { gis, type Parcel } from '@content/gis';
import { DownloadIcon, MapPinnedIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/i18n/use-locale';
import { BOM, toCsv } from '~/lib/csv';
import { downloadText } from '~/lib/download';
import type { QueryParams } from '../lib/query';
import { ResultsTable } from './results-table';
import { useGisFormat } from './use-gis-format';

export type QueryResult = { params: QueryParams; parcels: Parcel[] };

/** The sentence that names the count, zoning, distance and source of a result (also announced to screen readers). */
export function useResultSummary() {
  const { t } = useTranslation('gis');
  const { l, number } = useLocale();
  return ({ params, parcels }: QueryResult) => {
    const values = {
      count: parcels.length,
      countText: number(parcels.length),
      zoning: l(gis.query.zoning.find((z) => z.id === params.zoning)!.adjective),
      distance: number(params.distanceKm),
      source: l(gis.query.sources.find((s) => s.id === params.source)!.phrase),
    };
    return parcels.length ? t('results.summary', values) : t('results.none', values);
  };
}

/** Shown from the first 'Run Query' on: the summary, Export Results, View on Map and the results table. */
export function ResultsPanel({ result, onViewOnMap }: { result: QueryResult; onViewOnMap: () => void }) {
  const { t } = useTranslation('gis');
  const { l } = useLocale();
  const { zoningLabel } = useGisFormat();
  const summary = useResultSummary()(result);
  const { params, parcels } = result;

  const exportCsv = () => {
    const header = [
      t('results.parcelId'),
      t('results.area'),
      t('results.zoning'),
      t('results.csvKm', { column: t('results.road') }),
      t('results.csvKm', { column: t('results.water') }),
    ];
    const rows = parcels.map((p) => [
      p.id,
      p.area,
      zoningLabel(p.zoning),
      p.distances.road,
      p.distances.water,
    ]);
    downloadText(
      t('results.fileName', { zoning: params.zoning, distance: params.distanceKm, source: params.source }),
      BOM + toCsv([header, ...rows]),
    );
  };

  return (
    <section
      aria-labelledby="gis-results-heading"
      className="mt-8 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="gis-results-heading" className="text-xl font-semibold">
            {t('results.heading')}
          </h2>
          <p className="mt-1 text-muted-foreground">{summary}</p>
        </div>
        {parcels.length > 0 && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={exportCsv}>
              <DownloadIcon aria-hidden />
              {t('results.export')}
            </Button>
            <Button onClick={onViewOnMap}>
              <MapPinnedIcon aria-hidden />
              {t('results.viewOnMap')}
            </Button>
          </div>
        )}
      </div>
      {parcels.length > 0 && (
        <>
          <div className="mt-5">
            <ResultsTable parcels={parcels} labelledBy="gis-results-heading" />
          </div>
          <p className="mt-4 text-xs text-muted-foreground">{l(gis.registerNote)}</p>
        </>
      )}
    </section>
  );
}
