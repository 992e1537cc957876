import { ApiDocs } from '~/features/participation/components/api-docs';
import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/api';
import { islandsPage } from '~/components/islands/island';

export const meta = () => pageMeta(i18next.t('api:meta.title'), i18next.t('api:meta.description'));

/** Static content but its Copy buttons: in the browser only they, the header and the feedback line run. */
export const handle = islandsPage;

export default function ParticipateApiRoute() {
  return <ApiDocs />;
}
