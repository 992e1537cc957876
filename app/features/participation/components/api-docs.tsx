import { CheckIcon } from 'lucide-react';
import type * as React from 'react';
import { PageHero } from '~/components/page/page-hero';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { ApiText } from './api-docs-inline';
import { DocSection, docSections } from './api-docs-section';
import { Container } from '~/components/page/container';
import { useTexts } from '~/i18n';
import apiTexts from '~/i18n/namespaces/api';

const points = ['ckan', 'readOnly', 'methods', 'cors', 'help'] as const;

/**
 * The API documentation page: how to reach the CKAN-compatible API, its actions, errors and examples (`children`:
 * its sections, from ApiOverview to ApiLicence), with their table of contents.
 */
export function ApiDocs({ children }: { children: React.ReactNode }) {
  const { t } = useTexts(apiTexts);
  const { t: tc } = useTexts();
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
        <div className="max-w-4xl min-w-0">{children}</div>
      </div>
    </>
  );
}

/** Getting started: the base address (`children`, its block of code) and what the API is. */
export function ApiOverview({ children }: { children: React.ReactNode }) {
  const { t } = useTexts(apiTexts);
  return (
    <DocSection
      id="overview"
      title={t('overview.title')}
      description={t('overview.description')}
      className="pt-8"
    >
      <div className="space-y-6">
        {children}
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
  );
}
