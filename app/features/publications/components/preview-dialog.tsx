import { publications, type Publication } from '@content/publications';
import { paths } from '@core/paths';
import type { PdfFile } from '@core/publications/files';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { useLocale } from '~/i18n/use-locale';
import { FileLink } from './pdf-link';
import { TocTable } from './toc-table';
import { useTexts } from '~/i18n';
import publicationsTexts from '~/i18n/namespaces/publications';

/**
 * The dialog with a publication's summary, contents and key figures, and its PDF: loaded when its Preview button
 * (./preview-button.tsx) is about to be used. Closed, it is gone; focus goes back to the button.
 */
export default function PreviewDialog({
  publication,
  file,
  onClose,
  trigger,
}: {
  publication: Publication;
  file: PdfFile;
  onClose: () => void;
  /** The button that opened it, focused again when it closes. */
  trigger: React.RefObject<HTMLElement | null>;
}) {
  const { t } = useTexts(publicationsTexts);
  const { l, number, date, locale } = useLocale();
  const title = l(publication.title);
  const category = publications.categories.find((c) => c.id === publication.category);
  const href = paths.publicationPdf('publications', publication.id, locale);
  const summary = publication.id === publications.featured.id ? publications.featured.summary : null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-h-[90dvh] max-w-2xl overflow-y-auto"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <DialogHeader>
          <Badge variant="secondary">{l(publication.type)}</Badge>
          <DialogTitle className="text-xl">{title}</DialogTitle>
          <DialogDescription className="text-base">{l(publication.description)}</DialogDescription>
        </DialogHeader>
        {summary && <p className="text-sm">{l(summary)}</p>}
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
        <section aria-labelledby={`${publication.id}-figures`}>
          <h3 id={`${publication.id}-figures`} className="mb-2 font-semibold">
            {t('keyFigures')}
          </h3>
          <ul className="grid gap-2 text-sm sm:grid-cols-2">
            {file.figures.map((f) => (
              <li key={f.label} className="rounded-lg border p-3">
                <span className="block text-muted-foreground">{f.label}</span>
                <span className="font-semibold">{f.value}</span>{' '}
                <span className="text-muted-foreground">({f.year})</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-muted-foreground">{t('illustrative')}</p>
        </section>
        <section aria-labelledby={`${publication.id}-toc`}>
          <h3 id={`${publication.id}-toc`} className="mb-2 font-semibold">
            {t('featured.contents')}
          </h3>
          <TocTable toc={file.toc} pages={file.pages} href={href} caption={false} />
        </section>
        <div className="flex flex-wrap justify-end gap-3">
          <FileLink href={href} bytes={file.bytes} pages={file.pages} title={title} />
          <DialogClose asChild>
            <Button>{t('close')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
