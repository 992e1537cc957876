import { catalogueCategories, dataSources } from '@content/datasets';
import { StarIcon } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '~/components/ui/badge';
import { Link } from '~/components/ui/link';
import { useLocale } from '~/i18n/use-locale';
import type { DatasetSummary } from '@core/catalogue/types';
import { DownloadLink } from './download-link';
import { paths } from '@core/paths';
import { publisherOf } from '@core/catalogue/publishers';
import { Card } from '~/components/ui/card';
import { useTexts } from '~/i18n';
import catalogueTexts from '~/i18n/namespaces/catalogue';

export function DatasetCard({ dataset }: { dataset: DatasetSummary }) {
  const { t } = useTexts(catalogueTexts);
  const { l, date, number, bytes } = useLocale();
  const id = useId();
  const source = publisherOf(dataSources, dataset.source);
  const category = catalogueCategories.find((c) => c.id === dataset.category);
  const facts = [
    {
      label: t('card.lastUpdated'),
      value: <time dateTime={dataset.modified}>{date(dataset.modified)}</time>,
    },
    { label: t('card.source'), value: l(source.name) },
    { label: t('card.fileSize'), value: bytes(dataset.size) },
    { label: t('card.downloads'), value: number(dataset.downloads) },
  ];
  return (
    <Card as="article" aria-labelledby={`${id}-title`} className="flex h-full flex-col">
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
        <Link
          to={paths.dataset(dataset.slug)}
          className="underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          {l(dataset.title)}
        </Link>
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
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        {dataset.resources.map((r) => (
          <DownloadLink
            key={r.id}
            resource={r}
            label={t('card.downloadAs', { format: r.format })}
            detail={t('card.downloadDetail', { file: r.fileName, size: bytes(r.size) })}
          />
        ))}
      </div>
    </Card>
  );
}
