import { participate } from '@content/participate';
import type * as React from 'react';
import { PageHero } from '~/components/page/page-hero';
import { Section } from '~/components/page/section';
import { ChannelCards } from '~/features/participation/components/channel-cards';
import { ContactBlock } from '~/features/participation/components/contact-block';
import { useTexts } from '~/i18n';
import { useLocale } from '~/i18n/use-locale';
import participateTexts from '~/i18n/namespaces/participate';

/** The Participate page's body: static but the events (`events`: seats, registration), an island given by the page. */
export function ParticipatePage({ events }: { events?: React.ReactNode }) {
  const { t } = useTexts(participateTexts);
  const { l } = useLocale();
  return (
    <>
      <PageHero title={l(participate.hero.title)} description={l(participate.hero.lead)} />
      <Section id="channels" title={t('channels')}>
        <ChannelCards />
      </Section>
      <Section
        id="events"
        title={t('events.title')}
        description={t('events.description')}
        className="scroll-mt-20 pt-0"
      >
        {events}
      </Section>
      <ContactBlock />
    </>
  );
}
