import { gis } from '@content/gis';
import { SearchIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/components/ui/select';
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
  const labelOf = (options: readonly { id: string; label: Parameters<typeof l>[0] }[], id: string) => {
    const option = options.find((o) => o.id === id);
    return option ? l(option.label) : '';
  };
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
        <Select
          value={params.zoning}
          onValueChange={(v) => {
            const zoning = gis.query.zoning.find((option) => option.id === v)?.id;
            if (zoning) onChange({ ...params, zoning });
          }}
        >
          <SelectTrigger id="gis-query-zoning">
            <SelectValue>{labelOf(gis.query.zoning, params.zoning)}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            {gis.query.zoning.map((z) => (
              <SelectItem key={z.id} value={z.id}>
                {l(z.label)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-2">
        <Label htmlFor="gis-query-distance">{t('query.distance')}</Label>
        <Select
          value={String(params.distanceKm)}
          onValueChange={(v) => onChange({ ...params, distanceKm: Number(v) })}
        >
          <SelectTrigger id="gis-query-distance">
            <SelectValue>{t('query.within', { value: number(params.distanceKm) })}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            {gis.query.distancesKm.map((km) => (
              <SelectItem key={km} value={String(km)}>
                {t('query.within', { value: number(km) })}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-2">
        <Label htmlFor="gis-query-source">{t('query.source')}</Label>
        <Select
          value={params.source}
          onValueChange={(v) => {
            const source = gis.query.sources.find((option) => option.id === v)?.id;
            if (source) onChange({ ...params, source });
          }}
        >
          <SelectTrigger id="gis-query-source">
            <SelectValue>{labelOf(gis.query.sources, params.source)}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            {gis.query.sources.map((s) => (
              <SelectItem key={s.id} value={s.id}>
                {l(s.label)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button className="w-full" onClick={onRun}>
        <SearchIcon aria-hidden />
        {t('query.run')}
      </Button>
    </section>
  );
}
