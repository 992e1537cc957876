import { FeedbackForm } from '~/features/participation/components/feedback-form';
import { useTranslation } from 'react-i18next';
import { ParticipationPage } from '~/features/participation/components/participation-page';
import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/forms';
import { Island, islandsPage } from '~/components/islands/island';

export const meta = () =>
  pageMeta(i18next.t('forms:feedback.metaTitle'), i18next.t('forms:feedback.metaDescription'));

/**
 * In the browser only its form (its checks fetched when it is about to be sent), the header and the feedback
 * line run.
 */
export const handle = islandsPage;

export default function ParticipateFeedbackRoute() {
  const { t } = useTranslation('forms');
  return (
    <ParticipationPage title={t('feedback.title')} lead={t('feedback.lead')} privacy="feedback">
      <Island name="feedback-form">
        <FeedbackForm />
      </Island>
    </ParticipationPage>
  );
}
