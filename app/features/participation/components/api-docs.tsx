import { site } from '@content/site';
import { CheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '~/components/page/page-hero';
import { Section } from '~/components/page/section';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { apiBase, withOrigin } from '../lib/api-examples';
import { ApiActions } from './api-docs-actions';
import { CodeBlock } from './api-docs-code-block';
import { ApiExamples } from './api-docs-examples';
import { ApiText } from './api-docs-inline';
import { ApiLicence, ApiMore } from './api-docs-more';
import { ApiResponses } from './api-docs-responses';

const points = ['ckan', 'readOnly', 'methods', 'cors'] as const;

/** The API documentation page: how to reach the CKAN-compatible API, its actions, errors and examples. */
export function ApiDocs() {
  const { t } = useTranslation('api');
  const { t: tc } = useTranslation();
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} description={t('hero.lead')} />
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
        <Breadcrumb
          items={[
            { label: tc('home'), to: '/' },
            { label: t('breadcrumb.participate'), to: '/participate' },
            { label: t('hero.title') },
          ]}
        />
      </div>
      <Section id="overview" title={t('overview.title')} description={t('overview.description')}>
        <div className="max-w-4xl space-y-6">
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
      </Section>
      <ApiActions />
      <ApiResponses />
      <ApiExamples />
      <ApiMore />
      <ApiLicence />
    </>
  );
}
