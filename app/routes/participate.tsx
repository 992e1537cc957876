import { participate } from '@content/participate';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '~/components/page/page-hero';
import { Section } from '~/components/page/section';
import { ChannelCards } from '~/features/participation/components/channel-cards';
import { ContactBlock } from '~/features/participation/components/contact-block';
import i18next from '~/i18n';
import { useLocale } from '~/i18n/use-locale';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/participate';

export const meta = () =>
  pageMeta(i18next.t('participate:meta.title'), i18next.t('participate:meta.description'));

/**
 * Static content but the events (`events`: seats, registration), an island given by its page
 * (app/pages/[...lang]/participate.astro).
 */
export default function ParticipateRoute({ events }: { events: React.ReactNode }) {
  const { t } = useTranslation('participate');
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
