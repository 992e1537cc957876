import { DataRequestForm } from '~/features/participation/components/data-request-form';
import i18next, { addNamespace } from '~/i18n';
import ar from '~/i18n/locales/ar/forms.json';
import en from '~/i18n/locales/en/forms.json';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/forms';

addNamespace('forms', { en, ar });

export const meta = () =>
  pageMeta(i18next.t('forms:dataRequest.metaTitle'), i18next.t('forms:dataRequest.metaDescription'));

export default function ParticipateDataRequestsRoute() {
  return <DataRequestForm />;
}
