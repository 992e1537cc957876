import { useId, useRef } from 'react';
import { Card } from '~/components/ui/card';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { useLocale } from '~/i18n/use-locale';
import { styleOf } from '~/lib/place-style';
import { useAtStart } from '~/lib/use-asked';
import { placeName } from '~/lib/places';
import { MAX_LINES, type View } from '../lib/view';
import { useTexts } from '~/i18n';
import indicatorsTexts from '~/i18n/namespaces/indicators';

/**
 * Places (up to MAX_LINES), the breakdown and the years; every change redraws at once. The fields are the browser's
 * own: what a visitor changed before the code came stays, and is the view when it starts.
 */
export function ViewControls({
  view,
  places,
  groups,
  years,
  onChange,
}: {
  view: View;
  places: string[];
  groups: string[];
  years: number[];
  onChange: (view: View) => void;
}) {
  const { t } = useTexts(indicatorsTexts);
  const { l, year } = useLocale();
  const id = useId();
  const card = useRef<HTMLElement>(null);
  const full = view.geos.length >= MAX_LINES;
  useAtStart(() => {
    const field = <T extends HTMLElement>(name: string) =>
      card.current?.querySelector<T>(`#${CSS.escape(`${id}-${name}`)}`);
    const geos = places.filter((geo) => field<HTMLInputElement>(geo)?.checked).slice(0, MAX_LINES);
    const year = (name: 'from' | 'to') => Number(field<HTMLSelectElement>(name)?.value ?? view[name]);
    const group = field<HTMLSelectElement>('group')?.value ?? 'all';
    const shown = {
      geos: geos.length ? geos : view.geos,
      group: group === 'all' ? null : group,
      from: year('from'),
      to: year('to'),
    };
    if (JSON.stringify(shown) !== JSON.stringify(view)) onChange(shown);
  });
  const toggle = (geo: string, on: boolean) => {
    const geos = on ? [...view.geos, geo] : view.geos.filter((g) => g !== geo);
    if (geos.length) onChange({ ...view, geos: places.filter((p) => geos.includes(p)) });
  };
  const yearSelect = (name: 'from' | 'to') => (
    <div className="min-w-0 flex-1">
      <Label htmlFor={`${id}-${name}`} className="mb-1.5 block text-sm font-semibold">
        {t(`controls.${name}`)}
      </Label>
      <NativeSelect
        id={`${id}-${name}`}
        value={String(view[name])}
        onChange={(e) => onChange({ ...view, [name]: Number(e.target.value) })}
      >
        {years
          .filter((y) => (name === 'from' ? y <= view.to : y >= view.from))
          .map((y) => (
            <option key={y} value={String(y)}>
              {year(y)}
            </option>
          ))}
      </NativeSelect>
    </div>
  );
  return (
    <Card as="section" ref={card} aria-labelledby={`${id}-title`} className="space-y-5">
      <h2 id={`${id}-title`} className="font-semibold">
        {t('controls.title')}
      </h2>
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">{t('controls.places')}</legend>
        <p id={`${id}-max`} className="mb-3 text-xs text-muted-foreground">
          {t('controls.maxPlaces', { count: MAX_LINES })}
        </p>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-1">
          {places.map((geo) => {
            const checked = view.geos.includes(geo);
            const { color } = styleOf(geo);
            return (
              <li key={geo} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  id={`${id}-${geo}`}
                  checked={checked}
                  disabled={(!checked && full) || (checked && view.geos.length === 1)}
                  aria-describedby={`${id}-max`}
                  onChange={(e) => toggle(geo, e.target.checked)}
                  className="size-4 shrink-0 cursor-pointer accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:cursor-not-allowed disabled:opacity-50"
                />
                <span
                  aria-hidden
                  className="h-1 w-4 shrink-0 rounded-full"
                  style={{ backgroundColor: color }}
                />
                <Label htmlFor={`${id}-${geo}`} className="leading-snug font-normal">
                  {l(placeName(geo))}
                </Label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {groups.length > 0 && (
        <div>
          <Label htmlFor={`${id}-group`} className="mb-1.5 block text-sm font-semibold">
            {t('controls.group')}
          </Label>
          <NativeSelect
            id={`${id}-group`}
            value={view.group ?? 'all'}
            onChange={(e) => onChange({ ...view, group: e.target.value === 'all' ? null : e.target.value })}
          >
            <option value="all">{t('controls.all')}</option>
            {groups.map((g) => (
              <option key={g} value={g}>
                {t(`groups.${g}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <div className="flex gap-3">
        {yearSelect('from')}
        {yearSelect('to')}
      </div>
    </Card>
  );
}
