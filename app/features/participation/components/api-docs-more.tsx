import { site } from '@content/site';
import { ExternalLinkIcon, InfoIcon } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Link } from '~/components/ui/link';
import { useLocale } from '~/i18n/use-locale';
import { exampleSlug } from '../lib/api-examples';
import { InlineCode } from './api-docs-inline';
import { DocSection } from './api-docs-section';
import { paths } from '@core/paths';
import { Card } from '~/components/ui/card';
import { useTexts } from '~/i18n';
import apiTexts from '~/i18n/namespaces/api';

const linkClass = 'text-primary underline underline-offset-4 hover:no-underline';

/**
 * The catalogue's other machine-readable doors: DCAT-AP, the sitemap, the files and the dataset pages. Paths are
 * served by the portal itself, so they are plain links (the router does not know them).
 */
export function ApiMore() {
  const { t } = useTexts(apiTexts);
  const csv = paths.download(exampleSlug, `${exampleSlug}.csv`);
  const page = paths.dataset(exampleSlug);
  const absolute = (path: string) => (
    <a href={path} className={linkClass}>
      <InlineCode className="bg-transparent px-0 text-primary">{`${site.url}${path}`}</InlineCode>
    </a>
  );
  const items = [
    {
      id: 'dcat',
      address: [absolute('/catalog.jsonld'), absolute('/catalog.ttl'), absolute('/catalog.rdf')],
    },
    { id: 'sitemap', address: [absolute('/sitemap.xml')] },
    {
      id: 'downloads',
      address: [<InlineCode key="p">/downloads/&lt;slug&gt;/…</InlineCode>],
      example: (
        <a href={csv} className={linkClass}>
          {csv}
        </a>
      ),
    },
    {
      id: 'page',
      address: [<InlineCode key="p">/data/catalogue/&lt;slug&gt;</InlineCode>],
      example: (
        <Link to={page} className={linkClass}>
          {page}
        </Link>
      ),
    },
  ];
  return (
    <DocSection id="more" title={t('more.title')} description={t('more.description')} className="pt-4">
      <div className="space-y-6">
        <Card as="dl" padding="none" className="divide-y">
          {items.map((item) => (
            <div key={item.id} className="grid gap-1 p-4 sm:grid-cols-[18rem_1fr] sm:gap-4">
              <dt className="flex flex-col items-start gap-1">
                {item.address.map((a, i) => (
                  <span key={i}>{a}</span>
                ))}
              </dt>
              <dd>
                {t(`more.${item.id}`)}
                {item.example && (
                  <span className="mt-1 block text-sm text-muted-foreground">
                    {t('more.example')}{' '}
                    <span dir="ltr" className="font-mono [overflow-wrap:anywhere]">
                      {item.example}
                    </span>
                  </span>
                )}
              </dd>
            </div>
          ))}
        </Card>
        <Button asChild variant="outline">
          <Link to="/data/catalogue">{t('more.catalogue')}</Link>
        </Button>
      </div>
    </DocSection>
  );
}

/** CC BY 4.0, and the warning that the sample figures are not official statistics. */
export function ApiLicence() {
  const { t } = useTexts(apiTexts);
  const { locale } = useLocale();
  const licence = `https://creativecommons.org/licenses/by/4.0/${locale === 'ar' ? 'deed.ar' : ''}`;
  return (
    <DocSection id="licence" title={t('licence.title')} className="pt-4">
      <div className="space-y-4">
        <p>{t('licence.body')}</p>
        <p>
          <a href={licence} className={`inline-flex items-center gap-1.5 ${linkClass}`} rel="license">
            {t('licence.link')}
            <ExternalLinkIcon className="size-4" aria-hidden />
          </a>
        </p>
        <p className="flex gap-3 rounded-xl border border-accent-foreground/20 bg-accent p-4 text-accent-foreground">
          <InfoIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
          <span>{t('licence.illustrative')}</span>
        </p>
      </div>
    </DocSection>
  );
}
