import { DownloadIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/i18n/use-locale';
import { downloadUrl } from '~/lib/download';
import type { Resource } from '@core/catalogue/types';
import '~/i18n/namespaces/catalogue';

/** 'Download as {format}': saves the dataset's file in that format; its name and size are read out with it. */
export function DownloadButton({ resource }: { resource: Resource }) {
  const { t } = useTranslation('catalogue');
  const { bytes } = useLocale();
  const id = useId();
  const detail = t('card.downloadDetail', { file: resource.fileName, size: bytes(resource.size) });
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        title={detail}
        aria-describedby={id}
        onClick={() => downloadUrl(resource.url, resource.fileName)}
      >
        <DownloadIcon aria-hidden />
        {t('card.downloadAs', { format: resource.format })}
      </Button>
      <span id={id} hidden>
        {detail}
      </span>
    </>
  );
}
