import { catalogueCategories, cataloguePeriods } from '@content/datasets';
import { SearchIcon } from 'lucide-react';
import { useId } from 'react';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { useLocale } from '~/i18n/use-locale';
import { localize, paths } from '@core/paths';
import { useLanguage, useTexts } from '~/i18n';
import type { CatalogueQuery } from '@core/catalogue/page-query';
import catalogueTexts from '~/i18n/namespaces/catalogue';

const ALL = 'all';

/**
 * Live search (every keystroke narrows the list) and the Category and Time Period selects, named as the address's
 * parameters (q, category, period). A GET form to the catalogue page itself, with the applied formats and sources:
 * before the code has come, and without JavaScript, Enter asks the server, which renders the page with its
 * answer; once it has come, every keystroke has searched already.
 */
export function SearchBar({
  query,
  onChange,
  fieldsRef,
}: {
  fieldsRef?: React.Ref<HTMLFormElement>;
  query: CatalogueQuery;
  onChange: (change: Partial<CatalogueQuery>) => void;
}) {
  const { t } = useTexts(catalogueTexts);
  const { l } = useLocale();
  const lang = useLanguage();
  const localizePath = (path: string) => localize(path, lang);
  const id = useId();
  return (
    <form
      ref={fieldsRef}
      role="search"
      action={localizePath(paths.catalogue())}
      method="get"
      // Every keystroke has searched already
      onSubmit={(e) => e.preventDefault()}
      className="grid gap-4 md:grid-cols-[minmax(0,1fr)_12rem_12rem]"
    >
      {query.formats.length > 0 && <input type="hidden" name="format" value={query.formats.join(',')} />}
      {query.sources.length > 0 && <input type="hidden" name="source" value={query.sources.join(',')} />}
      <div className="space-y-2">
        <Label htmlFor={`${id}-q`}>{t('searchLabel')}</Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={query.q}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            maxLength={200}
            className="ps-9"
            onChange={(e) => onChange({ q: e.currentTarget.value })}
          />
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-category`}>{t('category')}</Label>
        <NativeSelect
          id={`${id}-category`}
          name="category"
          value={query.category ?? ALL}
          onChange={(e) => {
            const v = e.target.value;
            onChange({ category: v === ALL ? null : (v as CatalogueQuery['category']) });
          }}
        >
          <option value={ALL}>{t('allCategories')}</option>
          {catalogueCategories.map((c) => (
            <option key={c.id} value={c.id}>
              {l(c.label)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-period`}>{t('timePeriod')}</Label>
        <NativeSelect
          id={`${id}-period`}
          name="period"
          value={query.period ?? cataloguePeriods[0]!.id}
          onChange={(e) => {
            const v = e.target.value;
            onChange({ period: v === cataloguePeriods[0]!.id ? null : v });
          }}
        >
          {cataloguePeriods.map((p) => (
            <option key={p.id} value={p.id}>
              {l(p.label)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <noscript>
        <p className="text-sm text-muted-foreground md:col-span-3">{t('needsJs')}</p>
      </noscript>
    </form>
  );
}
