import { NewsletterForm } from '~/features/participation/components/newsletter-form';
import i18next, { addNamespace } from '~/i18n';
import ar from '~/i18n/locales/ar/forms.json';
import en from '~/i18n/locales/en/forms.json';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/forms';

addNamespace('forms', { en, ar });

export const meta = () =>
  pageMeta(i18next.t('forms:newsletter.metaTitle'), i18next.t('forms:newsletter.metaDescription'));

export default function ParticipateNewsletterRoute() {
  return <NewsletterForm />;
}
