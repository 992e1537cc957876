import { useTranslation } from 'react-i18next';
import { Container } from '~/components/page/container';
import { PageHeader } from '~/components/page/page-header';
import { EventsList } from '~/features/participation/components/events-list';
import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/participate';

export const meta = () =>
  pageMeta(i18next.t('participate:community.metaTitle'), i18next.t('participate:community.metaDescription'));

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
        <EventsList />
      </div>
    </Container>
  );
}
