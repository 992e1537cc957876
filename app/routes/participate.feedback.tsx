import { FeedbackForm } from '~/features/participation/components/feedback-form';
import i18next, { addNamespace } from '~/i18n';
import ar from '~/i18n/locales/ar/forms.json';
import en from '~/i18n/locales/en/forms.json';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/forms';

addNamespace('forms', { en, ar });

export const meta = () =>
  pageMeta(i18next.t('forms:feedback.metaTitle'), i18next.t('forms:feedback.metaDescription'));

export default function ParticipateFeedbackRoute() {
  return <FeedbackForm />;
}
