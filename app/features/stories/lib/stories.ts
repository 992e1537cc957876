import type { Story } from '@content/stories';

export function findStory(stories: readonly Story[], id: string | undefined): Story | undefined {
  return stories.find((s) => s.id === id);
}

/** The headline stats a story names, in the story's order; unknown ids are left out. */
export function storyFigures<T extends { id: string }>(
  story: Pick<Story, 'figures'>,
  stats: readonly T[],
): T[] {
  return story.figures.flatMap((id) => stats.filter((s) => s.id === id));
}
