import type { Economy, EconomyIndicatorId } from '@content/economy';
import { useId, useRef } from 'react';
import { Button } from '~/components/ui/button';
import { CheckboxGroup } from '~/components/ui/checkbox-group';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { useLocale } from '~/i18n/use-locale';
import { useAsked, useAtStart } from '~/lib/use-asked';
import { toggle, toggleGovernorate, type EconomyFilters } from '../lib/filters';
import { Card } from '~/components/ui/card';
import { useTexts } from '~/i18n';
import economyTexts from '~/i18n/namespaces/economy';

/**
 * The dashboard filters; changes are a draft until 'Apply Filters'. The fields are the browser's own: what a visitor
 * changes before the code comes stays, and is the draft when it starts; 'Apply Filters' pressed before then marks
 * the form as asked (the page's early script), and the filters are applied as the code starts.
 */
export function FilterPanel({
  economy,
  draft,
  onDraftChange,
  onApply,
  dirty,
  status,
}: {
  economy: Economy;
  draft: EconomyFilters;
  /** Given how the draft changes (several changes may come at once, as the code starts). */
  onDraftChange: (change: (draft: EconomyFilters) => EconomyFilters) => void;
  onApply: (draft: EconomyFilters) => void;
  dirty: boolean;
  status: string;
}) {
  const { t } = useTexts(economyTexts);
  const { l } = useLocale();
  const id = useId();
  const allId = economy.governorates[0]!.id;
  const order = economy.indicators.map((i) => i.id);
  const form = useRef<HTMLFormElement>(null);
  // The draft as the fields hold it when the code starts (the checkboxes' own effects, which run first, change it)
  const atStart = useRef(draft);
  const change = (update: (draft: EconomyFilters) => EconomyFilters) => {
    atStart.current = update(atStart.current);
    onDraftChange(update);
  };
  useAtStart(() => {
    const period = (form.current?.elements.namedItem('period') as HTMLSelectElement | null)?.value;
    if (period && period !== atStart.current.period) change((d) => ({ ...d, period }));
  });
  useAsked(form, true, () => onApply(atStart.current));

  return (
    <Card
      as="form"
      ref={form}
      data-asks=""
      aria-labelledby={`${id}-title`}
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        onApply(draft);
      }}
      className="group space-y-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('filters.title')}
      </h2>
      <div className="space-y-2">
        <Label htmlFor={`${id}-period`}>{t('filters.timePeriod')}</Label>
        <NativeSelect
          id={`${id}-period`}
          name="period"
          value={draft.period}
          onChange={(e) => {
            const period = e.target.value;
            change((d) => ({ ...d, period }));
          }}
        >
          {economy.timePeriods.map((p) => (
            <option key={p.id} value={p.id}>
              {l(p.label)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <CheckboxGroup
        legend={t('filters.governorate')}
        columns
        options={economy.governorates.map((g) => ({ id: g.id, label: l(g.label) }))}
        checked={draft.governorates}
        onChange={(g, v) =>
          change((d) => ({ ...d, governorates: toggleGovernorate(d.governorates, g, v, allId) }))
        }
      />
      <CheckboxGroup
        legend={t('filters.indicators')}
        options={economy.indicators.map((i) => ({ id: i.id, label: l(i.label) }))}
        checked={draft.indicators}
        onChange={(i, v) =>
          onDraftChange((d) => ({
            ...d,
            indicators: toggle(d.indicators, i as EconomyIndicatorId, v, order),
          }))
        }
      />
      <div className="space-y-2">
        <Button type="submit" className="w-full group-aria-busy:animate-pulse">
          {t('filters.apply')}
        </Button>
        {dirty && <p className="text-sm text-muted-foreground">{t('filters.unapplied')}</p>}
        <p role="status" className="text-sm text-muted-foreground">
          {status}
        </p>
      </div>
    </Card>
  );
}
