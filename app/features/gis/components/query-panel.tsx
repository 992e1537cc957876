import { gis } from '@content/gis';
import { SearchIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { useLocale } from '~/i18n/use-locale';
import type { QueryParams } from '../lib/query';
import '~/i18n/namespaces/gis';

/** The Query tab ('Find Assets'): zoning, distance and source, and the Run Query button. */
export function QueryPanel({
  params,
  onChange,
  onRun,
}: {
  params: QueryParams;
  onChange: (params: QueryParams) => void;
  onRun: () => void;
}) {
  const { t } = useTranslation('gis');
  const { l, number } = useLocale();
  return (
    <section aria-labelledby="gis-query-heading" className="space-y-4">
      <div>
        <h2 id="gis-query-heading" className="text-base font-semibold">
          {t('query.heading')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('query.intro')}</p>
      </div>
      <div className="space-y-2">
        <Label htmlFor="gis-query-zoning">{t('query.zoning')}</Label>
        <NativeSelect
          id="gis-query-zoning"
          value={params.zoning}
          onChange={(event) => {
            const zoning = gis.query.zoning.find((option) => option.id === event.target.value)?.id;
            if (zoning) onChange({ ...params, zoning });
          }}
        >
          {gis.query.zoning.map((z) => (
            <option key={z.id} value={z.id}>
              {l(z.label)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-2">
        <Label htmlFor="gis-query-distance">{t('query.distance')}</Label>
        <NativeSelect
          id="gis-query-distance"
          value={String(params.distanceKm)}
          onChange={(event) => onChange({ ...params, distanceKm: Number(event.target.value) })}
        >
          {gis.query.distancesKm.map((km) => (
            <option key={km} value={String(km)}>
              {t('query.within', { value: number(km) })}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-2">
        <Label htmlFor="gis-query-source">{t('query.source')}</Label>
        <NativeSelect
          id="gis-query-source"
          value={params.source}
          onChange={(event) => {
            const source = gis.query.sources.find((option) => option.id === event.target.value)?.id;
            if (source) onChange({ ...params, source });
          }}
        >
          {gis.query.sources.map((option) => (
            <option key={option.id} value={option.id}>
              {l(option.label)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button className="w-full" onClick={onRun}>
        <SearchIcon aria-hidden />
        {t('query.run')}
      </Button>
    </section>
  );
}
