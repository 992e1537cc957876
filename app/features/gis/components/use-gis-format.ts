import { gis, type Zoning } from '@content/gis';
import { useLocale } from '~/i18n/use-locale';
import type { Parcel } from '../lib/query';
import { useTexts } from '~/i18n';
import gisTexts from '~/i18n/namespaces/gis';

/** Formatting shared by the results table, the parcel dialog and the summary: one decimal, active locale. */
export function useGisFormat() {
  const { t } = useTexts(gisTexts);
  const { l, number } = useLocale();
  const oneDecimal = (value: number) => number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    area: oneDecimal,
    /** 4.2 -> "4.2 km" */
    km: (value: number) => t('details.km', { value: oneDecimal(value) }),
    zoningLabel: (zoning: Zoning) =>
      l(gis.query.zoning.find((z) => z.id === zoning)?.label ?? { en: zoning, ar: zoning }),
    /** Latitude and longitude in degrees, five decimals (about a metre). */
    coordinate: (value: number) => number(value, { minimumFractionDigits: 5, maximumFractionDigits: 5 }),
    /** The parcel's industrial zone, or its locality. */
    place: (parcel: Parcel, zoneName: (id: string) => string | undefined) =>
      (parcel.zoneId && zoneName(parcel.zoneId)) || (parcel.locality ? l(parcel.locality) : ''),
  };
}
