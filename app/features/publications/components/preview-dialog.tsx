import { publications, type Publication } from '@content/publications';
import { EyeIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog';
import { useLocale } from '~/i18n/use-locale';
import { DownloadPending } from './download-pending';
import { TocTable } from './toc-table';

/** The Preview button and the dialog with a publication's details (and contents, for the featured report). */
export function PreviewDialog({
  publication,
  variant = 'secondary',
}: {
  publication: Publication;
  variant?: 'secondary' | 'sand';
}) {
  const { t } = useTranslation('publications');
  const { l, number, date } = useLocale();
  const title = l(publication.title);
  const category = publications.categories.find((c) => c.id === publication.category);
  const hasToc = publication.id === publications.featured.id;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant={variant} aria-label={t('previewLabel', { title })}>
          <EyeIcon aria-hidden />
          {t('preview')}
        </Button>
      </DialogTrigger>
      <DialogContent className={hasToc ? 'max-w-2xl' : undefined}>
        <DialogHeader>
          <Badge variant="secondary">{l(publication.type)}</Badge>
          <DialogTitle className="text-xl">{title}</DialogTitle>
          <DialogDescription className="text-base">{l(publication.description)}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          {[
            [t('published'), date(publication.date, { month: 'long', year: 'numeric' })],
            [t('category'), category ? l(category.label) : publication.category],
            [t('featured.pages'), number(publication.pages)],
            [t('downloads'), number(publication.downloads)],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg bg-muted p-3">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="mt-0.5 font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        {hasToc && (
          <section aria-labelledby={`${publication.id}-toc`}>
            <h3 id={`${publication.id}-toc`} className="mb-2 font-semibold">
              {t('featured.contents')}
            </h3>
            <TocTable caption={false} />
          </section>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <DownloadPending publication={publication} />
          <DialogClose asChild>
            <Button>{t('close')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
