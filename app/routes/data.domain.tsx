import { domains } from '@content/domains';
import { DomainDetail } from '~/features/data/components/domain-detail';
import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import { notFound } from '~/lib/not-found';
import type { Route } from './+types/data.domain';

const text = (field: { en: string }) => field[i18next.language as 'en'] ?? field.en;
const findDomain = (id: string | undefined) => domains.find((d) => d.id === id);

export const meta: Route.MetaFunction = ({ params }) => {
  const domain = findDomain(params.domainId);
  return domain ? pageMeta(text(domain.title), text(domain.description)) : [];
};

/** /data/{domain id}: content is read directly from content/domains.ts; an unknown id is a 404. */
export default function DomainPage({ params }: Route.ComponentProps) {
  const domain = findDomain(params.domainId);
  if (!domain) notFound();
  return <DomainDetail key={domain.id} domain={domain} />;
}
