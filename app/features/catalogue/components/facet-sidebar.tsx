import { catalogueFormats, dataSources } from '@content/datasets';
import type { DatasetFormat } from '@core/catalogue/types';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { CheckboxGroup } from '~/components/ui/checkbox-group';
import { useLocale } from '~/i18n/use-locale';
import { Card } from '~/components/ui/card';
import '~/i18n/namespaces/catalogue';

function toggle<T extends string>(list: T[], value: T, on: boolean, order: readonly T[]) {
  const next = new Set(list);
  if (on) next.add(value);
  else next.delete(value);
  return order.filter((v) => next.has(v));
}

/**
 * File Format and Data Source checkboxes: a draft until 'Apply Filters'. The parent remounts it (key) when the
 * applied values change, so the draft always starts from what is applied.
 */
export function FacetSidebar({
  formats,
  sources,
  onApply,
}: {
  formats: DatasetFormat[];
  sources: string[];
  onApply: (formats: DatasetFormat[], sources: string[]) => void;
}) {
  const { t } = useTranslation('catalogue');
  const { l } = useLocale();
  const id = useId();
  const [draftFormats, setDraftFormats] = useState(formats);
  const [draftSources, setDraftSources] = useState(sources);
  const sourceOrder = dataSources.map((s) => s.id);
  const dirty = draftFormats.join() !== formats.join() || draftSources.join() !== sources.join();

  return (
    <Card
      as="form"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draftFormats, draftSources);
      }}
      className="space-y-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('filters')}
      </h2>
      <CheckboxGroup
        legend={t('fileFormat')}
        columns
        options={catalogueFormats.map((f) => ({ id: f, label: f }))}
        checked={draftFormats}
        onChange={(f, on) => setDraftFormats((d) => toggle(d, f as DatasetFormat, on, catalogueFormats))}
      />
      <CheckboxGroup
        legend={t('dataSource')}
        options={dataSources.map((s) => ({ id: s.id, label: l(s.name) }))}
        checked={draftSources}
        onChange={(s, on) => setDraftSources((d) => toggle(d, s, on, sourceOrder))}
      />
      <div className="space-y-2">
        <Button type="submit" className="w-full">
          {t('apply')}
        </Button>
        {dirty && <p className="text-sm text-muted-foreground">{t('unapplied')}</p>}
      </div>
    </Card>
  );
}
