import { stories } from '@content/stories';
import { StoryArticle } from '~/features/stories/components/story-article';
import { findStory } from '~/features/stories/lib/stories';
import { notFoundMeta, pageMeta, text } from '~/lib/meta';
import { NotFound } from '~/components/layout/not-found';
import { home } from '@content/home';
import { publishedIndicators } from '@core/indicators/published';
import { resolveHeadlineStats } from '~/lib/headline-stat';
import type { Route } from './+types/publications.story';
import { islandsPage } from '~/components/islands/island';

/** Runs when the page is prerendered: the headline figures stories cite, read from the indicators. */
export async function loader() {
  return { stats: resolveHeadlineStats(home.headlineStats, await publishedIndicators()) };
}

export const meta: Route.MetaFunction = ({ params }) => {
  const story = findStory(stories, params.storyId);
  return story ? pageMeta(text(story.title), text(story.description)) : notFoundMeta();
};

/** An unknown story was never prerendered: the server sends the 404 page, which this keeps after hydration. */
export function ErrorBoundary() {
  return <NotFound />;
}

/** /publications/stories/{story id}, read from content/stories.ts; an unknown id is a 404. */
/** Static content: in the browser only the header and the feedback line run (app/islands.client.tsx). */
export const handle = islandsPage;

export default function StoryPage({ params, loaderData }: Route.ComponentProps) {
  const story = findStory(stories, params.storyId);
  // Rendered in place (not thrown) so that it hydrates the prerendered 404 page the server sends for it.
  if (!story) return <NotFound />;
  return <StoryArticle key={story.id} story={story} stats={loaderData.stats} />;
}
