import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/forms';

/** The page's title and meta tags (its page: app/pages/[...lang]/participate/…). */
export const meta = () =>
  pageMeta(i18next.t('forms:feedback.metaTitle'), i18next.t('forms:feedback.metaDescription'));
