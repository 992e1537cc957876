import { gis } from '@content/gis';
import { SearchIcon } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { useLocale } from '~/i18n/use-locale';
import { useAsked, useAtStart } from '~/lib/use-asked';
import type { QueryParams } from '../lib/query';
import { parseGisState } from '../lib/url-state';
import { queryKey } from './use-query-form';
import { useTexts } from '~/i18n';
import gisTexts from '~/i18n/namespaces/gis';

/** The query the form's fields hold: they are named as the address's parameters, and read as it is. */
const fieldsOf = (form: HTMLFormElement) =>
  parseGisState(new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)])))
    .query;

/**
 * The Query tab ('Find Assets'): zoning, distance and source, and the Run Query button. A form: sent before the
 * code came, it stays marked as asked (the page's early script), and the query runs as the code starts, on what
 * its fields then hold.
 */
export function QueryPanel({
  params,
  onChange,
  onRun,
}: {
  params: QueryParams;
  onChange: (params: QueryParams) => void;
  onRun: (params: QueryParams) => void;
}) {
  const { t } = useTexts(gisTexts);
  const { l, number } = useLocale();
  const form = useRef<HTMLFormElement>(null);
  useAtStart(() => {
    const shown = form.current && fieldsOf(form.current);
    if (shown && queryKey(shown) !== queryKey(params)) onChange(shown);
  });
  useAsked(form, true, () => onRun(fieldsOf(form.current!)));
  return (
    <form
      ref={form}
      data-asks=""
      aria-labelledby="gis-query-heading"
      className="group space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onRun(params);
      }}
    >
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
          name="zoning"
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
          name="within"
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
          name="from"
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
      <Button type="submit" className="w-full group-aria-busy:animate-pulse">
        <SearchIcon aria-hidden />
        {t('query.run')}
      </Button>
    </form>
  );
}
