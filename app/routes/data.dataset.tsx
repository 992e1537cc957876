import { dataSources } from '@content/datasets';
import { site } from '@content/site';
import { datasetJsonLd } from '~/features/catalogue/lib/dataset-jsonld';
import i18next, { type Language } from '~/i18n';
import { pageMeta, text } from '~/lib/meta';
import type { Dataset } from '@core/catalogue/types';
import { publisherOf } from '@core/catalogue/publishers';

/**
 * A dataset page's meta tags (its page is app/pages/[...lang]/data/catalogue/[slug].astro): its title and
 * description, and its schema.org Dataset record (JSON-LD).
 */
export function meta(dataset: Dataset) {
  const publisher = publisherOf(dataSources, dataset.source);
  return [
    ...pageMeta(text(dataset.title), text(dataset.description)),
    {
      'script:ld+json': datasetJsonLd(dataset, i18next.language as Language, site.url, text(publisher.name)),
    },
  ];
}
