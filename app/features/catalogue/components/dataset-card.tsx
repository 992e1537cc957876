import { catalogueCategories, dataSources, type CatalogueDataset } from '@content/datasets';
import { DownloadIcon, StarIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '~/components/ui/badge';
import { PendingButton } from '~/components/ui/pending-button';
import { useLocale } from '~/i18n/use-locale';

export function DatasetCard({ dataset }: { dataset: CatalogueDataset }) {
  const { t } = useTranslation('catalogue');
  const { l, date, number, fileSize } = useLocale();
  const id = useId();
  const source = dataSources.find((s) => s.id === dataset.source);
  const category = catalogueCategories.find((c) => c.id === dataset.category);
  const facts = [
    {
      label: t('card.lastUpdated'),
      value: <time dateTime={dataset.lastUpdated}>{date(dataset.lastUpdated)}</time>,
    },
    { label: t('card.source'), value: source ? l(source.name) : dataset.source },
    { label: t('card.fileSize'), value: fileSize(dataset.fileSize) },
    { label: t('card.downloads'), value: number(dataset.downloads) },
  ];
  return (
    <article
      aria-labelledby={`${id}-title`}
      className="flex h-full flex-col rounded-xl border bg-card p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{category ? l(category.label) : dataset.category}</Badge>
        {dataset.featured && (
          <Badge variant="accent">
            <StarIcon aria-hidden />
            {t('card.featured')}
          </Badge>
        )}
      </div>
      <h3 id={`${id}-title`} className="mt-3 text-lg leading-snug font-semibold">
        {l(dataset.title)}
      </h3>
      <p className="mt-2 text-sm text-muted-foreground">{l(dataset.description)}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        {facts.map((f) => (
          <div key={f.label}>
            <dt className="text-muted-foreground">{f.label}</dt>
            <dd className="font-medium">{f.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto pt-5">
        <div className="flex flex-wrap gap-2">
          {dataset.formats.map((format) => (
            <PendingButton
              key={format}
              variant="outline"
              size="sm"
              status={t('card.downloadPending', { format })}
            >
              <DownloadIcon aria-hidden />
              {t('card.downloadAs', { format })}
            </PendingButton>
          ))}
        </div>
        <p className="mt-2 text-xs text-muted-foreground">{t('card.downloadsNote')}</p>
      </div>
    </article>
  );
}
