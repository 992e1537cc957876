import { NewsletterForm } from '~/features/participation/components/newsletter-form';
import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/forms';

export const meta = () =>
  pageMeta(i18next.t('forms:newsletter.metaTitle'), i18next.t('forms:newsletter.metaDescription'));

export default function ParticipateNewsletterRoute() {
  return <NewsletterForm />;
}
