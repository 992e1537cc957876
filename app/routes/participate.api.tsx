import { ApiDocs } from '~/features/participation/components/api-docs';
import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/api';

export const meta = () => pageMeta(i18next.t('api:meta.title'), i18next.t('api:meta.description'));

export default function ParticipateApiRoute() {
  return <ApiDocs />;
}
