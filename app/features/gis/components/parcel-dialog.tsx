import { gis } from '@content/gis';
import { MapPinIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog';
import { useLocale } from '~/i18n/use-locale';
import type { ParcelResult } from '../lib/query';
import { useGisFormat } from './use-gis-format';
import { useTexts } from '~/i18n';
import gisTexts from '~/i18n/namespaces/gis';

/** 'View Details' for one parcel: a dialog with its attributes, distances and location. */
export function ParcelDialog({
  result,
  zoneName,
  onShowOnMap,
}: {
  result: ParcelResult;
  zoneName: (id: string) => string | undefined;
  onShowOnMap: () => void;
}) {
  const { t } = useTexts(gisTexts);
  const { l } = useLocale();
  const { area, km, zoningLabel, place, coordinate } = useGisFormat();
  const [open, setOpen] = useState(false);
  // After 'Show on map' focus goes to the map, not back to the View Details button.
  const toMap = useRef(false);
  const { parcel, distances } = result;
  const [lon, lat] = parcel.centre as [number, number];
  const rows = [
    [t('details.zoning'), zoningLabel(parcel.zoning)],
    [t('details.area'), t('details.hectares', { value: area(parcel.area) })],
    [t('details.status'), t(`values.${parcel.status}`, { defaultValue: parcel.status })],
    [t('details.place'), place(parcel, zoneName)],
    [t('details.governorate'), l(parcel.governorate)],
    [t('details.centre'), t('details.latLon', { lat: coordinate(lat), lon: coordinate(lon) })],
  ];
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {t('results.viewDetails')}
          <span className="sr-only"> {parcel.id}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        className="max-w-md"
        onCloseAutoFocus={(event) => {
          if (!toMap.current) return;
          toMap.current = false;
          event.preventDefault();
          onShowOnMap();
        }}
      >
        <DialogHeader>
          <DialogTitle>{parcel.id}</DialogTitle>
          <DialogDescription>
            {t('details.description', { zoning: zoningLabel(parcel.zoning), place: place(parcel, zoneName) })}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <div>
          <h3 className="text-sm font-semibold">{t('details.distances')}</h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            {gis.query.sources.map((source) => (
              <div key={source.id} className="contents">
                <dt className="text-muted-foreground">{l(source.label)}</dt>
                <dd className="font-medium">{km(distances[source.id])}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="outline"
            onClick={() => {
              toMap.current = true;
              setOpen(false);
            }}
          >
            <MapPinIcon aria-hidden />
            {t('details.showOnMap')}
          </Button>
          <DialogClose asChild>
            <Button variant="outline">{t('details.close')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
