import { Unsubscribe } from '~/features/participation/components/unsubscribe';
import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/forms';
import { Island, islandsPage } from '~/components/islands/island';

/** A personal link's page: kept out of search engines. */
export const meta = () => [
  ...pageMeta(i18next.t('forms:unsubscribe.metaTitle'), i18next.t('forms:unsubscribe.metaDescription')),
  { name: 'robots', content: 'noindex' },
];

/** In the browser only its confirmation (with the link's token), the header and the feedback line run. */
export const handle = islandsPage;

export default function ParticipateUnsubscribeRoute() {
  return (
    <Island name="unsubscribe">
      <Unsubscribe />
    </Island>
  );
}
