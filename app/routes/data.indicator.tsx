import { NotFound } from '~/components/layout/not-found';
import { islandsPage } from '~/components/islands/island';
import { IndicatorPage } from '~/features/indicators/components/indicator-page';
import { notFoundMeta, pageMeta, text } from '~/lib/meta';
import { publishedIndicators } from '@core/indicators/published';
import type { Route } from './+types/data.indicator';

/** Runs when the page is prerendered: the indicator with its values, or null for an unknown id. */
export async function loader({ params }: Route.LoaderArgs) {
  return { indicator: (await publishedIndicators()).find((i) => i.id === params.id) ?? null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const indicator = loaderData?.indicator;
  return indicator ? pageMeta(text(indicator.name), text(indicator.definition)) : notFoundMeta();
};

/** Static but for what it draws and its controls (islands: ~/features/indicators/components/indicator-page). */
export const handle = islandsPage;

/** An unknown id was never prerendered: the server sends the 404 page, which this keeps. */
export function ErrorBoundary() {
  return <NotFound />;
}

/** /data/indicators/{id}; an unknown id renders the 404 page in place. */
export default function IndicatorRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.indicator) return <NotFound />;
  return <IndicatorPage key={loaderData.indicator.id} indicator={loaderData.indicator} />;
}
