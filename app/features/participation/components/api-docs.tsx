import { site } from '@content/site';
import { CheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '~/components/page/page-hero';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { apiBase, withOrigin } from '../lib/api-examples';
import { ApiActions } from './api-docs-actions';
import { CodeBlock } from './api-docs-code-block';
import { ApiExamples } from './api-docs-examples';
import { ApiText } from './api-docs-inline';
import { ApiLicence, ApiMore } from './api-docs-more';
import { ApiResponses } from './api-docs-responses';
import { DocSection, docSections } from './api-docs-section';
import { Container } from '~/components/page/container';
import '~/i18n/namespaces/api';

const points = ['ckan', 'readOnly', 'methods', 'cors', 'help'] as const;

/** The API documentation page: how to reach the CKAN-compatible API, its actions, errors and examples. */
export function ApiDocs() {
  const { t } = useTranslation('api');
  const { t: tc } = useTranslation();
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} description={t('hero.lead')} />
      <Container className="pt-6">
        <Breadcrumb
          items={[
            { label: tc('home'), to: '/' },
            { label: t('breadcrumb.participate'), to: '/participate' },
            { label: t('hero.title') },
          ]}
        />
      </Container>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pb-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_13rem] lg:px-8">
        <nav aria-label={t('toc')} className="hidden lg:order-last lg:block">
          <div className="sticky top-24 pt-8">
            <p className="text-sm font-semibold">{t('toc')}</p>
            <ul className="mt-3 space-y-1 border-s text-sm">
              {docSections.map((s) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="-ms-px block border-s border-transparent py-1 ps-4 text-muted-foreground hover:border-primary hover:text-foreground"
                  >
                    {t(s.title)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <div className="max-w-4xl min-w-0">
          <DocSection
            id="overview"
            title={t('overview.title')}
            description={t('overview.description')}
            className="pt-8"
          >
            <div className="space-y-6">
              <CodeBlock label={t('overview.baseLabel')} code={withOrigin(apiBase, site.url)} />
              <ul className="space-y-3">
                {points.map((point) => (
                  <li key={point} className="flex gap-3">
                    <CheckIcon className="mt-1 size-4 shrink-0 text-primary" aria-hidden />
                    <span>
                      <ApiText k={`overview.points.${point}`} />
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </DocSection>
          <ApiActions />
          <ApiResponses />
          <ApiExamples />
          <ApiMore />
          <ApiLicence />
        </div>
      </div>
    </>
  );
}
