import { domains } from '@content/domains';
import { DomainDetail } from '~/features/data/components/domain-detail';
import { notFoundMeta, pageMeta, text } from '~/lib/meta';
import { NotFound } from '~/components/layout/not-found';
import type { Route } from './+types/data.domain';

const findDomain = (id: string | undefined) => domains.find((d) => d.id === id);

export const meta: Route.MetaFunction = ({ params }) => {
  const domain = findDomain(params.domainId);
  return domain ? pageMeta(text(domain.title), text(domain.description)) : notFoundMeta();
};

/** /data/{domain id}: content is read directly from content/domains.ts; an unknown id is a 404. */
export default function DomainPage({ params }: Route.ComponentProps) {
  const domain = findDomain(params.domainId);
  // Rendered in place (not thrown) so that it hydrates the prerendered 404 page the server sends for it.
  if (!domain) return <NotFound />;
  return <DomainDetail key={domain.id} domain={domain} />;
}
