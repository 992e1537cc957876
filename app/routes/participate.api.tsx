import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/api';

/** The API page's meta tags (its page is app/pages/[...lang]/participate/api.astro). */
export const meta = () => pageMeta(i18next.t('api:meta.title'), i18next.t('api:meta.description'));
