import { publications, type Publication } from '@content/publications';
import type { PdfFile } from '@core/publications/files';
import { EyeIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/i18n/use-locale';
import '~/i18n/namespaces/publications';

const loadDialog = () => import('./preview-dialog');
const PreviewDialog = lazy(loadDialog);

/**
 * A publication's Preview button. The dialog's code (and its dialog kit) is fetched when the button is about to be
 * used — pointer over it, focus — and it opens once that has arrived.
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
  const { t } = useTranslation('publications');
  const { l } = useLocale();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant={variant}
        aria-label={t('previewLabel', { title: l(publication.title) })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        <EyeIcon aria-hidden />
        {t('preview')}
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
