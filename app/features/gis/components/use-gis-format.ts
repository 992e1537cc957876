import { gis, type Parcel, type Zoning } from '@content/gis';
import { useTranslation } from 'react-i18next';
import { useLocale } from '~/i18n/use-locale';

/** Formatting shared by the results table, the parcel dialog and the summary: one decimal, active locale. */
export function useGisFormat() {
  const { t } = useTranslation();
  const { l, number } = useLocale();
  const oneDecimal = (value: number) => number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    area: oneDecimal,
    /** 4.2 -> "4.2 km" */
    km: (value: number) => t('gis:details.km', { value: oneDecimal(value) }),
    zoningLabel: (zoning: Zoning) => l(gis.query.zoning.find((z) => z.id === zoning)!.label),
    place: (parcel: Parcel) => {
      const zone = gis.schematic.industrialZones.find((z) => z.id === parcel.zoneId);
      return zone ? l(zone.name) : parcel.locality ? l(parcel.locality) : '';
    },
  };
}
