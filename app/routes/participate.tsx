import { participate } from '@content/participate';
import { useTranslation } from 'react-i18next';
import { PageHero } from '~/components/page/page-hero';
import { Section } from '~/components/page/section';
import { ChannelCards } from '~/features/participation/components/channel-cards';
import { ContactBlock } from '~/features/participation/components/contact-block';
import { EventsList } from '~/features/participation/components/events-list';
import i18next from '~/i18n';
import { useLocale } from '~/i18n/use-locale';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/participate';
import { Island, islandsPage } from '~/components/islands/island';

export const meta = () =>
  pageMeta(i18next.t('participate:meta.title'), i18next.t('participate:meta.description'));

/**
 * Static content but the events (seats, registration), which start when they come near the viewport: in the browser
 * only they, the header and the feedback line run.
 */
export const handle = islandsPage;

export default function ParticipateRoute() {
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
        <Island name="events-list" props={{ events: participate.events }} when="near">
          <EventsList events={participate.events} />
        </Island>
      </Section>
      <ContactBlock />
    </>
  );
}
