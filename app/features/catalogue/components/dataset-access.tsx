import { dataSources } from '@content/datasets';
import { site } from '@content/site';
import type { TFunction } from 'i18next';
import { type Language, pick, useTexts } from '~/i18n';
import { formatYear } from '~/i18n/format';
import { Link } from '~/components/ui/link';
import { useLocale } from '~/i18n/use-locale';
import type { Dataset } from '@core/catalogue/types';
import { absolute, localize, paths } from '@core/paths';
import { publisherOf } from '@core/catalogue/publishers';
import datasetTexts from '~/i18n/namespaces/dataset';

/** How to cite the dataset, in `lang` (`t`: that language's). */
export function citationOf(d: Dataset, lang: Language, t: TFunction) {
  const publisher = publisherOf(dataSources, d.source);
  return t('dataset:cite.text', {
    publisher: pick(publisher.name, lang),
    year: formatYear(lang, Number(d.modified.slice(0, 4))),
    title: pick(d.title, lang),
    site: pick(site.name, lang),
    url: absolute(site.url, localize(paths.dataset(d.slug), lang)),
  });
}

/**
 * How to cite the dataset, with `copy` (its Copy button, an island) after it, and its addresses in the CKAN API and
 * the DCAT catalogue.
 */
export function DatasetAccess({ dataset: d, copy }: { dataset: Dataset; copy?: React.ReactNode }) {
  const { t } = useTexts(datasetTexts);
  const { locale } = useLocale();
  const api = absolute(site.url, `${paths.apiAction('package_show')}?id=${encodeURIComponent(d.slug)}`);

  return (
    <>
      <section aria-labelledby="cite-heading">
        <h2 id="cite-heading" className="text-xl font-semibold">
          {t('cite.title')}
        </h2>
        <blockquote className="mt-4 rounded-xl border bg-muted/40 p-4 text-sm">
          {citationOf(d, locale, t)}
        </blockquote>
        {copy}
      </section>
      <section aria-labelledby="api-heading">
        <h2 id="api-heading" className="text-xl font-semibold">
          {t('api.title')}
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">{t('api.body')}</p>
        <pre
          className="mt-3 overflow-x-auto rounded-xl border bg-muted/40 p-4 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
          dir="ltr"
          tabIndex={0}
        >
          <code>{`curl '${api}'`}</code>
        </pre>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <a
            href={`/api/3/action/package_show?id=${d.slug}`}
            className="text-primary underline-offset-4 hover:underline"
          >
            {t('api.json')}
          </a>
          <a href="/catalog.ttl" className="text-primary underline-offset-4 hover:underline">
            {t('api.dcat')}
          </a>
          <Link to="/participate/api" className="text-primary underline-offset-4 hover:underline">
            {t('api.docs')}
          </Link>
        </p>
      </section>
    </>
  );
}
