import type { Parcel } from '@content/gis';
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { ParcelDialog } from './parcel-dialog';
import { useGisFormat } from './use-gis-format';

/** The result parcels: Parcel ID, Area (hectares), Zoning, Distance to Road, Distance to Water, Actions. */
export function ResultsTable({ parcels, labelledBy }: { parcels: Parcel[]; labelledBy: string }) {
  const { t } = useTranslation('gis');
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
        {parcels.map((parcel) => (
          <TableRow key={parcel.id}>
            <TableHead scope="row" className="font-mono text-foreground">
              {parcel.id}
            </TableHead>
            <TableCell className="text-end tabular-nums">{area(parcel.area)}</TableCell>
            <TableCell>{zoningLabel(parcel.zoning)}</TableCell>
            <TableCell className="text-end whitespace-nowrap tabular-nums">
              {km(parcel.distances.road)}
            </TableCell>
            <TableCell className="text-end whitespace-nowrap tabular-nums">
              {km(parcel.distances.water)}
            </TableCell>
            <TableCell>
              <ParcelDialog parcel={parcel} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
