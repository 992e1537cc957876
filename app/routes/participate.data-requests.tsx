import { DataRequestForm } from '~/features/participation/components/data-request-form';
import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/forms';

export const meta = () =>
  pageMeta(i18next.t('forms:dataRequest.metaTitle'), i18next.t('forms:dataRequest.metaDescription'));

export default function ParticipateDataRequestsRoute() {
  return <DataRequestForm />;
}
