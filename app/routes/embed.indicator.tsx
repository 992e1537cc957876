import { dataSources } from '@content/datasets';
import { publisherOf } from '@core/catalogue/publishers';
import { Island, islandsPage } from '~/components/islands/island';
import { NotFound } from '~/components/layout/not-found';
import { IndicatorEmbed } from '~/features/indicators/components/indicator-embed';
import { notFoundMeta, pageMeta, text } from '~/lib/meta';
import { publishedIndicators } from '@core/indicators/published';
import type { Route } from './+types/embed.indicator';

/** Runs when the page is prerendered: the indicator with its values, or null for an unknown id. */
export async function loader({ params }: Route.LoaderArgs) {
  return { indicator: (await publishedIndicators()).find((i) => i.id === params.id) ?? null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const indicator = loaderData?.indicator;
  if (!indicator) return notFoundMeta();
  // Made to be framed by other sites; search engines should list the indicator's own page instead.
  return [
    ...pageMeta(text(indicator.name), text(indicator.definition)),
    { name: 'robots', content: 'noindex' },
  ];
};

/** The chart is the island: in the browser only it runs (no React Router). */
export const handle = islandsPage;

/** An unknown id was never prerendered: the server sends the 404 page, which this keeps. */
export function ErrorBoundary() {
  return <NotFound />;
}

/** /embed/indicators/{id}: the chart alone; an unknown id renders the 404 page in place. */
export default function EmbedRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.indicator) return <NotFound />;
  const { indicator } = loaderData;
  const props = { indicator, publisher: publisherOf(dataSources, indicator.source).name };
  return (
    <Island name="indicator-embed" props={props}>
      <IndicatorEmbed key={indicator.id} {...props} />
    </Island>
  );
}
