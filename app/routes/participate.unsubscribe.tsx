import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/forms';

/** A personal link's page: kept out of search engines. */
export const meta = () => [
  ...pageMeta(i18next.t('forms:unsubscribe.metaTitle'), i18next.t('forms:unsubscribe.metaDescription')),
  { name: 'robots', content: 'noindex' },
];
