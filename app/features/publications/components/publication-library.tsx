import { publications } from '@content/publications';
import { InfoIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { useLocale } from '~/i18n/use-locale';
import { filterByCategory } from '../lib/filter';
import { PublicationCard } from './publication-card';

/** Category tabs (default All) over the publication cards. */
export function PublicationLibrary() {
  const { t } = useTranslation('publications');
  const { l, number } = useLocale();
  return (
    <Tabs defaultValue="all">
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t('downloadPending')}
      </p>
      <TabsList aria-label={t('filterLabel')}>
        {publications.categories.map((c) => (
          <TabsTrigger key={c.id} value={c.id}>
            {l(c.label)}
          </TabsTrigger>
        ))}
      </TabsList>
      {publications.categories.map((c) => {
        const items = filterByCategory(publications.publications, c.id);
        return (
          <TabsContent key={c.id} value={c.id}>
            <p className="mb-4 text-sm text-muted-foreground">
              {t('count', { count: items.length, formatted: number(items.length) })}
            </p>
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {items.map((p, i) => (
                <li key={p.id} className="animate-rise" style={{ '--i': i } as React.CSSProperties}>
                  <PublicationCard publication={p} />
                </li>
              ))}
            </ul>
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
