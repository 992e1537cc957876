import { support } from '@content/support';
import type * as React from 'react';
import { Container } from '~/components/page/container';
import { PageHero } from '~/components/page/page-hero';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { useLocale } from '~/i18n/use-locale';
import { HelpChannels } from './help-channels';
import { ServiceHours } from './service-hours';
import { useTexts } from '~/i18n';
import helpTexts from '~/i18n/namespaces/help';

/** /participate/support: the FAQ (`children`, ./faq.tsx), the ways to get help and the service hours. */
export function SupportPage({ children }: { children: React.ReactNode }) {
  const { t } = useTexts(helpTexts);
  const { t: tc } = useTexts();
  const { l } = useLocale();
  return (
    <>
      <PageHero title={l(support.hero.title)} description={l(support.hero.lead)} />
      <Container className="pt-6">
        <Breadcrumb
          items={[
            { label: tc('home'), to: '/' },
            { label: t('crumbParticipate'), to: '/participate' },
            { label: t('support.crumb') },
          ]}
        />
      </Container>
      {children}
      <HelpChannels />
      <ServiceHours />
    </>
  );
}
