import type { Publication } from '@content/publications';
import { DownloadIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '~/components/ui/pending-button';
import { useLocale } from '~/i18n/use-locale';

/** A publication's Download button: no PDF files are published yet, so it says so instead of pretending. */
export function DownloadPending({
  publication,
  className,
}: {
  publication: Publication;
  className?: string;
}) {
  const { t } = useTranslation('publications');
  const { l } = useLocale();
  return (
    <PendingButton
      variant="outline"
      className={className}
      aria-label={t('downloadLabel', { title: l(publication.title) })}
      status={t('downloadPending')}
    >
      <DownloadIcon aria-hidden />
      {t('download')}
    </PendingButton>
  );
}
