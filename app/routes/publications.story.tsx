import { stories } from '@content/stories';
import { StoryArticle } from '~/features/stories/components/story-article';
import { findStory } from '~/features/stories/lib/stories';
import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import { notFound } from '~/lib/not-found';
import type { Route } from './+types/publications.story';

const text = (field: { en: string }) => field[i18next.language as 'en'] ?? field.en;

export const meta: Route.MetaFunction = ({ params }) => {
  const story = findStory(stories, params.storyId);
  return story ? pageMeta(text(story.title), text(story.description)) : [];
};

/** /publications/stories/{story id}, read from content/stories.ts; an unknown id is a 404. */
export default function StoryPage({ params }: Route.ComponentProps) {
  const story = findStory(stories, params.storyId);
  if (!story) notFound();
  return <StoryArticle key={story.id} story={story} />;
}
