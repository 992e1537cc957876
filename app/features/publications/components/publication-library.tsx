import { publications } from '@content/publications';
import type { PdfFile } from '@core/publications/files';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { useLocale } from '~/i18n/use-locale';
import { filterByCategory } from '../lib/filter';
import { PublicationCard } from './publication-card';
import { useTexts } from '~/i18n';
import publicationsTexts from '~/i18n/namespaces/publications';

/**
 * Category tabs (default All) over the publication cards; `files` are each publication's PDF in the page's
 * language. An island of its own on the page (its tabs and Preview dialogs are what runs there).
 */
export function PublicationLibrary({ files }: { files: Record<string, PdfFile> }) {
  const { t } = useTexts(publicationsTexts);
  const { l, number } = useLocale();
  return (
    <Tabs defaultValue="all">
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
                  <PublicationCard publication={p} file={files[p.id]!} />
                </li>
              ))}
            </ul>
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
