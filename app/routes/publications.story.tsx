import { stories } from '@content/stories';
import { StoryArticle } from '~/features/stories/components/story-article';
import { findStory } from '~/features/stories/lib/stories';
import { notFoundMeta, pageMeta, text } from '~/lib/meta';
import { NotFound } from '~/components/layout/not-found';
import { home } from '@content/home';
import { publishedIndicators } from '@core/indicators/published';
import { resolveHeadlineStats } from '~/lib/headline-stat';
import type { PageArgs, PageProps } from './page-module';

/** Runs when the page is prerendered: the headline figures stories cite, read from the indicators. */
export async function loader() {
  return { stats: resolveHeadlineStats(home.headlineStats, await publishedIndicators()) };
}

export const meta = ({ params }: PageArgs<'storyId'>) => {
  const story = findStory(stories, params.storyId);
  return story ? pageMeta(text(story.title), text(story.description)) : notFoundMeta();
};

/** An unknown story was never prerendered: the server sends the 404 page, which this keeps after hydration. */
export function ErrorBoundary() {
  return <NotFound />;
}

/** /publications/stories/{story id}, read from content/stories.ts; an unknown id is a 404. */

export default function StoryPage({ params, loaderData }: PageProps<typeof loader, 'storyId'>) {
  const story = findStory(stories, params.storyId);
  // Rendered in place (not thrown) so that it hydrates the prerendered 404 page the server sends for it.
  if (!story) return <NotFound />;
  return <StoryArticle key={story.id} story={story} stats={loaderData.stats} />;
}
