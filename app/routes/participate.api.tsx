import { ApiDocs } from '~/features/participation/components/api-docs';
import i18next, { addNamespace } from '~/i18n';
import ar from '~/i18n/locales/ar/api.json';
import en from '~/i18n/locales/en/api.json';
import { pageMeta } from '~/lib/meta';

addNamespace('api', { en, ar });

export const meta = () => pageMeta(i18next.t('api:meta.title'), i18next.t('api:meta.description'));

export default function ParticipateApiRoute() {
  return <ApiDocs />;
}
