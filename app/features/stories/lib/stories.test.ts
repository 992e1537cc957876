import { domains } from '@content/domains';
import { home } from '@content/home';
import { stories } from '@content/stories';
import { describe, expect, it } from 'vitest';
import { findStory, storyFigures } from './stories';

describe('stories content', () => {
  it('has the spec ids', () => {
    expect(stories.map((s) => s.id)).toEqual(['tourism-growth', 'urban-development', 'renewable-energy']);
  });
  it('refers only to existing domains and headline stats', () => {
    const domainIds = new Set(domains.map((d) => d.id));
    for (const story of stories) {
      expect(domainIds.has(story.domainId)).toBe(true);
      expect(storyFigures(story, home.headlineStats)).toHaveLength(story.figures.length);
    }
  });
});

describe('findStory', () => {
  it('finds by id and returns undefined for unknown ids', () => {
    expect(findStory(stories, 'tourism-growth')?.id).toBe('tourism-growth');
    expect(findStory(stories, 'nope')).toBeUndefined();
    expect(findStory(stories, undefined)).toBeUndefined();
  });
});

describe('storyFigures', () => {
  it('keeps the order the story gives', () => {
    expect(
      storyFigures({ figures: ['tourists', 'population'] }, home.headlineStats).map((s) => s.id),
    ).toEqual(['tourists', 'population']);
    expect(storyFigures({ figures: ['missing'] }, home.headlineStats)).toEqual([]);
  });
});
