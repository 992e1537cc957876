import { participate } from '@content/participate';
import { useTranslation } from 'react-i18next';
import { Container } from '~/components/page/container';
import { PageHeader } from '~/components/page/page-header';
import { EventsList } from '~/features/participation/components/events-list';
import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/participate';
import { Island, islandsPage } from '~/components/islands/island';

export const meta = () =>
  pageMeta(i18next.t('participate:community.metaTitle'), i18next.t('participate:community.metaDescription'));

/** In the browser only the events (seats, registration), the header and the feedback line run. */
export const handle = islandsPage;

/** /participate/community: the workshops and events, with their seats and registration. */
export default function ParticipateCommunityRoute() {
  const { t } = useTranslation('participate');
  const { t: tc } = useTranslation();
  return (
    <Container className="py-8">
      <PageHeader
        trail={[
          { label: tc('home'), to: '/' },
          { label: t('meta.title'), to: '/participate' },
        ]}
        title={t('community.title')}
        lead={t('community.lead')}
      />
      <div className="mt-8">
        <Island name="events-list" props={{ events: participate.events }}>
          <EventsList events={participate.events} />
        </Island>
      </div>
    </Container>
  );
}
