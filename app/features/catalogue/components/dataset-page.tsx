import { catalogueCategories } from '@content/datasets';
import { InfoIcon, StarIcon } from 'lucide-react';
import { Badge } from '~/components/ui/badge';
import { useLocale } from '~/i18n/use-locale';
import type { Dataset } from '@core/catalogue/types';
import { DataPreview } from './data-preview';
import { DatasetAccess } from './dataset-access';
import { DatasetFacts } from './dataset-facts';
import { DatasetFiles } from './dataset-files';
import { DatasetSchema } from './dataset-schema';
import { Container } from '~/components/page/container';
import { PageHeader } from '~/components/page/page-header';
import { paths } from '@core/paths';
import { useTexts } from '~/i18n';
import datasetTexts from '~/i18n/namespaces/dataset';

/**
 * /data/catalogue/{slug}: everything about one dataset — files, metadata, schema, preview, citation and API. Its
 * islands come from the page: `map`, the map preview of a geodata set, and `copyCitation`, the citation's Copy
 * button.
 */
export function DatasetPage({
  dataset,
  map,
  copyCitation,
}: {
  dataset: Dataset;
  map?: React.ReactNode;
  copyCitation?: React.ReactNode;
}) {
  const { t } = useTexts(datasetTexts);
  const { t: tc } = useTexts();
  const { l } = useLocale();
  const category = catalogueCategories.find((c) => c.id === dataset.category);
  return (
    <Container width="large" className="py-8">
      <PageHeader
        trail={[
          { label: tc('home'), to: '/' },
          { label: t('crumbData'), to: '/data' },
          { label: t('crumbCatalogue'), to: paths.catalogue() },
        ]}
        title={l(dataset.title)}
        lead={l(dataset.description)}
        badges={
          <>
            <Badge variant="secondary">{category ? l(category.label) : dataset.category}</Badge>
            {dataset.featured && (
              <Badge variant="accent">
                <StarIcon aria-hidden />
                {t('featured')}
              </Badge>
            )}
          </>
        }
      >
        {dataset.illustrative && (
          <p className="mt-4 flex max-w-3xl items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t('illustrative')}
          </p>
        )}
      </PageHeader>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-10">
          <DatasetFiles dataset={dataset} />
          <DataPreview dataset={dataset} />
          {map}
          <DatasetSchema dataset={dataset} />
          <DatasetAccess dataset={dataset} copy={copyCitation} />
        </div>
        <aside className="min-w-0">
          <DatasetFacts dataset={dataset} />
        </aside>
      </div>
    </Container>
  );
}
