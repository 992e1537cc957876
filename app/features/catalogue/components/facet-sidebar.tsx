import { catalogueFormats, dataSources } from '@content/datasets';
import type { DatasetFormat } from '@core/catalogue/types';
import { useId, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { CheckboxGroup } from '~/components/ui/checkbox-group';
import { useLocale } from '~/i18n/use-locale';
import { useAsked } from '~/lib/use-asked';
import { Card } from '~/components/ui/card';
import { useLanguage, useTexts } from '~/i18n';
import { localize, paths } from '@core/paths';
import type { CatalogueQuery } from '@core/catalogue/page-query';
import catalogueTexts from '~/i18n/namespaces/catalogue';

function toggle<T extends string>(list: T[], value: T, on: boolean, order: readonly T[]) {
  const next = new Set(list);
  if (on) next.add(value);
  else next.delete(value);
  return order.filter((v) => next.has(v));
}

type Draft = { formats: DatasetFormat[]; sources: string[] };

/**
 * File Format and Data Source checkboxes: a draft until 'Apply Filters'. The parent remounts it (key) when the
 * applied values change, so the draft always starts from what is applied. The boxes are the browser's own: those
 * ticked before the code came are the draft when it starts; 'Apply Filters' pressed before then marks the form as
 * asked (the page's early script), and the draft is applied once the page's address is read (`ready`). Without
 * JavaScript it is a GET form to the catalogue page, the rest of the query with it.
 */
export function FacetSidebar({
  query,
  ready,
  onApply,
}: {
  /** The applied query: its formats and sources are the boxes', the rest goes with the form as it is. */
  query: CatalogueQuery;
  ready: boolean;
  onApply: (formats: DatasetFormat[], sources: string[]) => void;
}) {
  const { formats, sources } = query;
  const { t } = useTexts(catalogueTexts);
  const { l } = useLocale();
  const lang = useLanguage();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>({ formats, sources });
  // The draft as the boxes hold it (their own effects tell it as the code starts, before it is rendered)
  const held = useRef(draft);
  const change = (update: (draft: Draft) => Draft) => {
    held.current = update(held.current);
    setDraft(update);
  };
  const sourceOrder = dataSources.map((s) => s.id);
  const dirty = draft.formats.join() !== formats.join() || draft.sources.join() !== sources.join();

  // When the address is read
  useAsked(form, ready, () => onApply(held.current.formats, held.current.sources));

  return (
    <Card
      as="form"
      ref={form}
      action={localize(paths.catalogue(), lang)}
      method="get"
      data-asks=""
      aria-labelledby={`${id}-title`}
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        onApply(draft.formats, draft.sources);
      }}
      className="group space-y-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('filters')}
      </h2>
      {query.q && <input type="hidden" name="q" value={query.q} />}
      {query.category && <input type="hidden" name="category" value={query.category} />}
      {query.period && <input type="hidden" name="period" value={query.period} />}
      <CheckboxGroup
        legend={t('fileFormat')}
        name="format"
        columns
        options={catalogueFormats.map((f) => ({ id: f, label: f }))}
        checked={draft.formats}
        onChange={(f, on) =>
          change((d) => ({ ...d, formats: toggle(d.formats, f as DatasetFormat, on, catalogueFormats) }))
        }
      />
      <CheckboxGroup
        legend={t('dataSource')}
        name="source"
        options={dataSources.map((s) => ({ id: s.id, label: l(s.name) }))}
        checked={draft.sources}
        onChange={(s, on) => change((d) => ({ ...d, sources: toggle(d.sources, s, on, sourceOrder) }))}
      />
      <div className="space-y-2">
        <Button type="submit" className="w-full group-aria-busy:animate-pulse">
          {t('apply')}
        </Button>
        {dirty && <p className="text-sm text-muted-foreground">{t('unapplied')}</p>}
      </div>
    </Card>
  );
}
