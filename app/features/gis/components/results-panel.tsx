import { gis } from '@content/gis';
import {
  ChevronDownIcon,
  DownloadIcon,
  FileJsonIcon,
  FileSpreadsheetIcon,
  MapPinnedIcon,
} from 'lucide-react';
import { Button } from '~/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import { useLocale } from '~/i18n/use-locale';
import { BOM, toCsv } from '@core/csv';
import { downloadText } from '~/lib/download';
import type { ParcelResult } from '../lib/query';
import { ResultsTable } from './results-table';
import { useGisFormat } from './use-gis-format';
import { Card } from '~/components/ui/card';
import { type QueryResult, useResultSummary } from './result-summary';
import { useTexts } from '~/i18n';
import gisTexts from '~/i18n/namespaces/gis';

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** Shown from the first 'Run Query' on (its code loads with the Query tab): the summary, Export Results, View on Map and the results table. */
export function ResultsPanel({
  result,
  zoneName,
  onViewOnMap,
  onShowParcel,
}: {
  result: QueryResult;
  zoneName: (id: string) => string | undefined;
  onViewOnMap: () => void;
  onShowParcel: (result: ParcelResult) => void;
}) {
  const { t } = useTexts(gisTexts);
  const { l } = useLocale();
  const { zoningLabel, place } = useGisFormat();
  const summary = useResultSummary()(result);
  const { params, results } = result;
  const fileName = (extension: string) =>
    t('results.fileName', {
      zoning: params.zoning,
      distance: params.distanceKm,
      source: params.source,
      extension,
    });

  const exportCsv = () => {
    const header = [
      t('results.parcelId'),
      t('results.area'),
      t('results.zoning'),
      t('details.place'),
      t('details.governorate'),
      ...gis.query.sources.map((s) => t('results.csvKm', { column: l(s.label) })),
      t('details.latitude'),
      t('details.longitude'),
    ];
    const rows = results.map(({ parcel, distances }) => [
      parcel.id,
      parcel.area,
      zoningLabel(parcel.zoning),
      place(parcel, zoneName),
      l(parcel.governorate),
      ...gis.query.sources.map((s) => round(distances[s.id], 1)),
      round(parcel.centre[1]!, 6),
      round(parcel.centre[0]!, 6),
    ]);
    downloadText(fileName('csv'), BOM + toCsv([header, ...rows]));
  };
  const exportGeoJson = () => {
    const features = results.map(({ parcel, distances }) => ({
      ...parcel.feature,
      properties: {
        ...parcel.feature.properties,
        distance_road_km: round(distances.road, 3),
        distance_water_km: round(distances.water, 3),
        distance_grid_km: round(distances.grid, 3),
      },
    }));
    downloadText(
      fileName('geojson'),
      JSON.stringify({ type: 'FeatureCollection', features }, null, 1),
      'application/geo+json',
    );
  };

  return (
    <Card as="section" aria-labelledby="gis-results-heading" className="mt-8 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="gis-results-heading" className="text-xl font-semibold">
            {t('results.heading')}
          </h2>
          <p className="mt-1 text-muted-foreground">{summary}</p>
        </div>
        {results.length > 0 && (
          <div className="flex flex-wrap gap-2">
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline">
                  <DownloadIcon aria-hidden />
                  {t('results.export')}
                  <ChevronDownIcon aria-hidden />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={exportCsv}>
                  <FileSpreadsheetIcon aria-hidden />
                  {t('results.exportCsv')}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={exportGeoJson}>
                  <FileJsonIcon aria-hidden />
                  {t('results.exportGeoJson')}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
            <Button onClick={onViewOnMap}>
              <MapPinnedIcon aria-hidden />
              {t('results.viewOnMap')}
            </Button>
          </div>
        )}
      </div>
      {results.length > 0 && (
        <>
          <div className="mt-5">
            <ResultsTable
              results={results}
              labelledBy="gis-results-heading"
              zoneName={zoneName}
              onShowParcel={onShowParcel}
            />
          </div>
          <p className="mt-4 text-xs text-muted-foreground">{l(gis.registerNote)}</p>
        </>
      )}
    </Card>
  );
}
