import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/participate';

/** The page's title and meta tags (its page: app/pages/[...lang]/participate/…). */
export const meta = () =>
  pageMeta(i18next.t('participate:community.metaTitle'), i18next.t('participate:community.metaDescription'));
