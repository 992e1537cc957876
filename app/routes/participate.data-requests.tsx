import { DataRequestForm } from '~/features/participation/components/data-request-form';
import { useTranslation } from 'react-i18next';
import { ParticipationPage } from '~/features/participation/components/participation-page';
import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/forms';
import { Island, islandsPage } from '~/components/islands/island';

export const meta = () =>
  pageMeta(i18next.t('forms:dataRequest.metaTitle'), i18next.t('forms:dataRequest.metaDescription'));

/**
 * In the browser only its form (its checks fetched when it is about to be sent), the header and the feedback
 * line run.
 */
export const handle = islandsPage;

export default function ParticipateDataRequestsRoute() {
  const { t } = useTranslation('forms');
  return (
    <ParticipationPage title={t('dataRequest.title')} lead={t('dataRequest.lead')} privacy="dataRequest">
      <Island name="data-request-form">
        <DataRequestForm />
      </Island>
    </ParticipationPage>
  );
}
