import { FeedbackForm } from '~/features/participation/components/feedback-form';
import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/forms';

export const meta = () =>
  pageMeta(i18next.t('forms:feedback.metaTitle'), i18next.t('forms:feedback.metaDescription'));

export default function ParticipateFeedbackRoute() {
  return <FeedbackForm />;
}
