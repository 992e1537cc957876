import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import type { ParcelResult } from '../lib/query';
import { ParcelDialog } from './parcel-dialog';
import { useGisFormat } from './use-gis-format';
import { useTexts } from '~/i18n';
import gisTexts from '~/i18n/namespaces/gis';

/** The result parcels: Parcel ID, Area (hectares), Zoning, Distance to Road, Distance to Water, Actions. */
export function ResultsTable({
  results,
  labelledBy,
  zoneName,
  onShowParcel,
}: {
  results: ParcelResult[];
  labelledBy: string;
  zoneName: (id: string) => string | undefined;
  onShowParcel: (result: ParcelResult) => void;
}) {
  const { t } = useTexts(gisTexts);
  const { area, km, zoningLabel } = useGisFormat();
  return (
    <Table aria-labelledby={labelledBy}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{t('results.parcelId')}</TableHead>
          <TableHead scope="col" className="text-end">
            {t('results.area')}
          </TableHead>
          <TableHead scope="col">{t('results.zoning')}</TableHead>
          <TableHead scope="col" className="text-end">
            {t('results.road')}
          </TableHead>
          <TableHead scope="col" className="text-end">
            {t('results.water')}
          </TableHead>
          <TableHead scope="col">{t('results.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {results.map((result) => (
          <TableRow key={result.parcel.id}>
            <TableHead scope="row" className="font-mono text-foreground">
              {result.parcel.id}
            </TableHead>
            <TableCell className="text-end tabular-nums">{area(result.parcel.area)}</TableCell>
            <TableCell>{zoningLabel(result.parcel.zoning)}</TableCell>
            <TableCell className="text-end whitespace-nowrap tabular-nums">
              {km(result.distances.road)}
            </TableCell>
            <TableCell className="text-end whitespace-nowrap tabular-nums">
              {km(result.distances.water)}
            </TableCell>
            <TableCell>
              <ParcelDialog result={result} zoneName={zoneName} onShowOnMap={() => onShowParcel(result)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
