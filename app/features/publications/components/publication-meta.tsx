import type { Publication } from '@content/publications';
import { CalendarIcon, DownloadIcon, FileTextIcon } from 'lucide-react';
import { useLocale } from '~/i18n/use-locale';
import { cn } from '~/lib/utils';
import { useTexts } from '~/i18n';
import publicationsTexts from '~/i18n/namespaces/publications';

/** Date, page count and download count of a publication, on one line. */
export function PublicationMeta({
  publication,
  pages,
  className,
}: {
  publication: Publication;
  /** The built PDF's page count. */
  pages: number;
  className?: string;
}) {
  const { t } = useTexts(publicationsTexts);
  const { number, date } = useLocale();
  return (
    <ul className={cn('flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground', className)}>
      <li className="flex items-center gap-1.5">
        <CalendarIcon className="size-4" aria-hidden />
        <span className="sr-only">{t('published')}: </span>
        <time dateTime={publication.date}>{date(publication.date, { month: 'long', year: 'numeric' })}</time>
      </li>
      <li className="flex items-center gap-1.5">
        <FileTextIcon className="size-4" aria-hidden />
        {t('pagesCount', { count: pages, formatted: number(pages) })}
      </li>
      <li className="flex items-center gap-1.5">
        <DownloadIcon className="size-4" aria-hidden />
        {t('downloadsCount', { count: publication.downloads, formatted: number(publication.downloads) })}
      </li>
    </ul>
  );
}
