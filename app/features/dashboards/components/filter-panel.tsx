import type { Economy, EconomyIndicatorId } from '@content/economy';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { CheckboxGroup } from '~/components/ui/checkbox-group';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { useLocale } from '~/i18n/use-locale';
import { toggle, toggleGovernorate, type EconomyFilters } from '../lib/filters';
import { Card } from '~/components/ui/card';
import '~/i18n/namespaces/economy';

/** The dashboard filters; changes are a draft until 'Apply Filters'. */
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
  onDraftChange: (next: EconomyFilters) => void;
  onApply: () => void;
  dirty: boolean;
  status: string;
}) {
  const { t } = useTranslation('economy');
  const { l } = useLocale();
  const id = useId();
  const allId = economy.governorates[0]!.id;
  const order = economy.indicators.map((i) => i.id);

  return (
    <Card
      as="form"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        onApply();
      }}
      className="space-y-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('filters.title')}
      </h2>
      <div className="space-y-2">
        <Label htmlFor={`${id}-period`}>{t('filters.timePeriod')}</Label>
        <NativeSelect
          id={`${id}-period`}
          value={draft.period}
          onChange={(e) => onDraftChange({ ...draft, period: e.target.value })}
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
          onDraftChange({ ...draft, governorates: toggleGovernorate(draft.governorates, g, v, allId) })
        }
      />
      <CheckboxGroup
        legend={t('filters.indicators')}
        options={economy.indicators.map((i) => ({ id: i.id, label: l(i.label) }))}
        checked={draft.indicators}
        onChange={(i, v) =>
          onDraftChange({
            ...draft,
            indicators: toggle(draft.indicators, i as EconomyIndicatorId, v, order),
          })
        }
      />
      <div className="space-y-2">
        <Button type="submit" className="w-full">
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
