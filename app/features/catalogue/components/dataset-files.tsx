import { DownloadIcon } from 'lucide-react';
import { useLocale } from '~/i18n/use-locale';
import type { Dataset } from '@core/catalogue/types';
import { Card } from '~/components/ui/card';
import { useTexts } from '~/i18n';
import datasetTexts from '~/i18n/namespaces/dataset';

/** Every file of the dataset as a plain link (works without JavaScript, and for harvesters). */
export function DatasetFiles({ dataset }: { dataset: Dataset }) {
  const { t } = useTexts(datasetTexts);
  const { bytes } = useLocale();
  return (
    <section aria-labelledby="files-heading">
      <h2 id="files-heading" className="text-xl font-semibold">
        {t('files.title')}
      </h2>
      <Card as="ul" padding="none" flat className="mt-4 divide-y">
        {dataset.resources.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-medium">{t(`files.format.${r.format}`)}</p>
              <p className="text-sm break-all text-muted-foreground" dir="ltr">
                {r.fileName}
              </p>
            </div>
            <a
              href={r.url}
              download={r.fileName}
              type={r.mediaType}
              className="inline-flex h-9 items-center gap-2 rounded-md border bg-card px-3 text-sm font-medium outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/60"
            >
              <DownloadIcon className="size-4" aria-hidden />
              {t('files.download', { format: r.format, size: bytes(r.size) })}
            </a>
          </li>
        ))}
      </Card>
    </section>
  );
}
