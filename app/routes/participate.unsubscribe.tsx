import { Unsubscribe } from '~/features/participation/components/unsubscribe';
import i18next, { addNamespace } from '~/i18n';
import ar from '~/i18n/locales/ar/forms.json';
import en from '~/i18n/locales/en/forms.json';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/forms';

addNamespace('forms', { en, ar });

/** A personal link's page: kept out of search engines. */
export const meta = () => [
  ...pageMeta(i18next.t('forms:unsubscribe.metaTitle'), i18next.t('forms:unsubscribe.metaDescription')),
  { name: 'robots', content: 'noindex' },
];

export default function ParticipateUnsubscribeRoute() {
  return <Unsubscribe />;
}
