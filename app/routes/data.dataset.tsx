import { dataSources } from '@content/datasets';
import { site } from '@content/site';
import { NotFound } from '~/components/layout/not-found';
import { DatasetPage } from '~/features/catalogue/components/dataset-page';
import { getDataset } from '~/features/catalogue/lib/catalogue.server';
import { datasetJsonLd } from '~/features/catalogue/lib/dataset-jsonld';
import i18next, { type Language } from '~/i18n';
import { notFoundMeta, pageMeta, text } from '~/lib/meta';
import type { Route } from './+types/data.dataset';

/** Runs when the page is prerendered: the dataset's whole record, or null for an unknown slug. */
export function loader({ params }: Route.LoaderArgs) {
  return { dataset: getDataset(params.slug) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const dataset = loaderData?.dataset;
  if (!dataset) return notFoundMeta();
  const publisher = dataSources.find((s) => s.id === dataset.source);
  return [
    ...pageMeta(text(dataset.title), text(dataset.description)),
    {
      'script:ld+json': datasetJsonLd(
        dataset,
        i18next.language as Language,
        site.url,
        publisher ? text(publisher.name) : dataset.source,
      ),
    },
  ];
};

/** /data/catalogue/{slug}; an unknown slug renders the 404 page in place. */
export default function DatasetRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.dataset) return <NotFound />;
  return <DatasetPage key={loaderData.dataset.slug} dataset={loaderData.dataset} />;
}
