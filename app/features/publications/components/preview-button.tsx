import { publications, type Publication } from '@content/publications';
import { paths } from '@core/paths';
import type { PdfFile } from '@core/publications/files';
import { EyeIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { isPlainClick } from '~/lib/address';
import { useLocale } from '~/i18n/use-locale';
import { useTexts } from '~/i18n';
import publicationsTexts from '~/i18n/namespaces/publications';

const loadDialog = () => import('./preview-dialog');
const PreviewDialog = lazy(loadDialog);

/**
 * A publication's Preview button: a link to its PDF, which a tap before the page's code has come opens (and so does
 * a browser without JavaScript); once the code runs, the preview dialog. The dialog's code (and its dialog kit) is
 * fetched when the button is about to be used — pointer over it, focus — and it opens once that has arrived.
 */
export function PreviewButton({
  publication,
  file,
  variant = 'secondary',
}: {
  publication: Publication;
  file: PdfFile;
  variant?: 'secondary' | 'sand';
}) {
  const { t } = useTexts(publicationsTexts);
  const { l, locale } = useLocale();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <Button asChild variant={variant}>
        <a
          ref={button}
          href={paths.publicationPdf('publications', publication.id, locale)}
          aria-label={t('previewLabel', { title: l(publication.title) })}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            setOpen(true);
          }}
        >
          <EyeIcon aria-hidden />
          {t('preview')}
        </a>
      </Button>
      {open && (
        <Suspense>
          <PreviewDialog
            publication={publication}
            file={file}
            onClose={() => setOpen(false)}
            trigger={button}
          />
        </Suspense>
      )}
    </>
  );
}

/** The same, for the publication of content/publications.ts with this id (an island's props are plain data). */
export function PublicationPreview({
  id,
  ...props
}: {
  id: string;
  file: PdfFile;
  variant?: 'secondary' | 'sand';
}) {
  const publication = publications.publications.find((p) => p.id === id);
  return publication ? <PreviewButton publication={publication} {...props} /> : null;
}
