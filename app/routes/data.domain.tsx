import { domains } from '@content/domains';
import { DomainDetail } from '~/features/data/components/domain-detail';
import { DomainIndicators } from '~/features/indicators/components/domain-indicators';
import { domainGoals } from '~/features/indicators/lib/domain-goals';
import { notFoundMeta, pageMeta, text } from '~/lib/meta';
import { NotFound } from '~/components/layout/not-found';
import { Island, islandsPage } from '~/components/islands/island';
import { publishedIndicators } from '@core/indicators/published';
import { summaryOf } from '@core/indicators/summaries';
import type { Route } from './+types/data.domain';

const findDomain = (id: string | undefined) => domains.find((d) => d.id === id);

/** Runs when the page is prerendered: the domain's indicators with the region's values. */
export async function loader({ params }: Route.LoaderArgs) {
  const all = await publishedIndicators();
  return { items: all.filter((i) => i.domain === params.domainId).map(summaryOf) };
}

export const meta: Route.MetaFunction = ({ params }) => {
  const domain = findDomain(params.domainId);
  return domain ? pageMeta(text(domain.title), text(domain.description)) : notFoundMeta();
};

/** Static but for the indicators' list and its filters (an island): in the browser only it, the header and the feedback line run. */
export const handle = islandsPage;

/** An unknown domain was never prerendered: the server sends the 404 page, which this keeps. */
export function ErrorBoundary() {
  return <NotFound />;
}

/** /data/{domain id}: the domain (content/domains.ts) and its indicators; an unknown id is a 404. */
export default function DomainPage({ params, loaderData }: Route.ComponentProps) {
  const domain = findDomain(params.domainId);
  // Rendered in place (not thrown) so that it hydrates the prerendered 404 page the server sends for it.
  if (!domain) return <NotFound />;
  const goals = domainGoals(domain.id);
  return (
    <DomainDetail key={domain.id} domain={domain}>
      <Island
        name="domain-indicators"
        props={{ items: loaderData.items, goals, color: domain.color }}
        when="used"
      >
        <DomainIndicators items={loaderData.items} goals={goals} color={domain.color} />
      </Island>
    </DomainDetail>
  );
}
