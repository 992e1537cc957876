import type { Language } from '~/i18n';
import type { Dataset } from '@core/catalogue/types';
import { absolute, localize, paths } from '@core/paths';

/**
 * schema.org Dataset for search engines (Google Dataset Search), in the page's language, with every file as a
 * DataDownload. `origin` is the site's absolute address.
 */
export function datasetJsonLd(d: Dataset, lang: Language, origin: string, publisher: string) {
  const page = absolute(origin, localize(paths.dataset(d.slug), lang));
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    '@id': page,
    url: page,
    name: d.title[lang],
    alternateName: d.title[lang === 'ar' ? 'en' : 'ar'],
    description: d.description[lang],
    inLanguage: lang,
    identifier: d.slug,
    keywords: d.keywords[lang],
    license: d.license.url,
    isAccessibleForFree: true,
    creator: { '@type': 'Organization', name: publisher },
    publisher: { '@type': 'Organization', name: publisher },
    dateCreated: d.issued,
    dateModified: d.modified,
    temporalCoverage: `${d.temporal.from}/${d.temporal.to}`,
    spatialCoverage: {
      '@type': 'Place',
      name: d.spatial.label[lang],
      geo: {
        '@type': 'GeoShape',
        box: `${d.spatial.bbox[1]} ${d.spatial.bbox[0]} ${d.spatial.bbox[3]} ${d.spatial.bbox[2]}`,
      },
    },
    variableMeasured: d.fields.map((f) => ({
      '@type': 'PropertyValue',
      name: f.name,
      description: f.title[lang],
      ...(f.unit ? { unitText: f.unit } : {}),
    })),
    distribution: d.resources.map((r) => ({
      '@type': 'DataDownload',
      name: `${d.title[lang]} (${r.format})`,
      encodingFormat: r.mediaType,
      contentUrl: `${origin}${r.url}`,
      contentSize: `${r.size} B`,
    })),
  };
}
