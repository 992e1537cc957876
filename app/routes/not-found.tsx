import { NotFound } from '~/components/layout/not-found';
import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';

export const meta = () => [
  ...pageMeta(i18next.t('notFound.metaTitle'), i18next.t('notFound.title')),
  { name: 'robots', content: 'noindex' },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
