import { dataSources } from '@content/datasets';
import { site } from '@content/site';
import { NotFound } from '~/components/layout/not-found';
import { DatasetPage } from '~/features/catalogue/components/dataset-page';
import { datasetJsonLd } from '~/features/catalogue/lib/dataset-jsonld';
import i18next, { type Language } from '~/i18n';
import { notFoundMeta, pageMeta, text } from '~/lib/meta';
import type { Route } from './+types/data.dataset';
import { publisherOf } from '@core/catalogue/publishers';
import { publishedCatalogue } from '@core/catalogue/published';
import { islandsPage } from '~/components/islands/island';

/** Runs when the page is prerendered: the dataset's whole record, or null for an unknown slug. */
export async function loader({ params }: Route.LoaderArgs) {
  return { dataset: (await publishedCatalogue()).dataset(params.slug) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const dataset = loaderData?.dataset;
  if (!dataset) return notFoundMeta();
  const publisher = publisherOf(dataSources, dataset.source);
  return [
    ...pageMeta(text(dataset.title), text(dataset.description)),
    {
      'script:ld+json': datasetJsonLd(dataset, i18next.language as Language, site.url, text(publisher.name)),
    },
  ];
};

/**
 * An unknown slug was never prerendered, so its data does not exist: the server sends the 404 page, and after
 * hydration the router, failing to fetch the data, lands here. It stays the 404 page.
 */
export function ErrorBoundary() {
  return <NotFound />;
}

/**
 * Static content but the citation's Copy button and the map preview of a geodata set (which starts when near): in
 * the browser only they, the header and the feedback line run.
 */
export const handle = islandsPage;

/** /data/catalogue/{slug}; an unknown slug renders the 404 page in place. */
export default function DatasetRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.dataset) return <NotFound />;
  return <DatasetPage key={loaderData.dataset.slug} dataset={loaderData.dataset} />;
}
