import { gis, type Parcel } from '@content/gis';
import { useTranslation } from 'react-i18next';
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
import { useGisFormat } from './use-gis-format';

/** 'View Details' for one parcel: a dialog with all of its register attributes. */
export function ParcelDialog({ parcel }: { parcel: Parcel }) {
  const { t } = useTranslation('gis');
  const { l } = useLocale();
  const { area, km, zoningLabel, place } = useGisFormat();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {t('results.viewDetails')}
          <span className="sr-only"> {parcel.id}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{parcel.id}</DialogTitle>
          <DialogDescription>
            {t('details.description', { zoning: zoningLabel(parcel.zoning), place: place(parcel) })}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t('details.zoning')}</dt>
          <dd className="font-medium">{zoningLabel(parcel.zoning)}</dd>
          <dt className="text-muted-foreground">{t('details.area')}</dt>
          <dd className="font-medium">{t('details.hectares', { value: area(parcel.area) })}</dd>
          <dt className="text-muted-foreground">{t('details.place')}</dt>
          <dd className="font-medium">{place(parcel)}</dd>
        </dl>
        <div>
          <h3 className="text-sm font-semibold">{t('details.distances')}</h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            {gis.query.sources.map((source) => (
              <div key={source.id} className="contents">
                <dt className="text-muted-foreground">{l(source.label)}</dt>
                <dd className="font-medium">{km(parcel.distances[source.id])}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="flex justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t('details.close')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
