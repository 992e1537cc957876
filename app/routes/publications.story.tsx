import { stories } from '@content/stories';
import { StoryArticle } from '~/features/stories/components/story-article';
import { findStory } from '~/features/stories/lib/stories';
import { notFoundMeta, pageMeta, text } from '~/lib/meta';
import { NotFound } from '~/components/layout/not-found';
import type { Route } from './+types/publications.story';

export const meta: Route.MetaFunction = ({ params }) => {
  const story = findStory(stories, params.storyId);
  return story ? pageMeta(text(story.title), text(story.description)) : notFoundMeta();
};

/** /publications/stories/{story id}, read from content/stories.ts; an unknown id is a 404. */
export default function StoryPage({ params }: Route.ComponentProps) {
  const story = findStory(stories, params.storyId);
  // Rendered in place (not thrown) so that it hydrates the prerendered 404 page the server sends for it.
  if (!story) return <NotFound />;
  return <StoryArticle key={story.id} story={story} />;
}
