import { catalogueCategories, cataloguePeriods } from '@content/datasets';
import { SearchIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { useLocale } from '~/i18n/use-locale';
import type { CatalogueQuery } from '../lib/filter';
import '~/i18n/namespaces/catalogue';

const ALL = 'all';

/**
 * Live search (every keystroke narrows the list) and the Category and Time Period selects, named as the address's
 * parameters (q, category, period).
 */
export function SearchBar({
  query,
  onChange,
  fieldsRef,
}: {
  fieldsRef?: React.Ref<HTMLDivElement>;
  query: CatalogueQuery;
  onChange: (change: Partial<CatalogueQuery>) => void;
}) {
  const { t } = useTranslation('catalogue');
  const { l } = useLocale();
  const id = useId();
  return (
    <div ref={fieldsRef} role="search" className="grid gap-4 md:grid-cols-[minmax(0,1fr)_12rem_12rem]">
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
    </div>
  );
}
