import { stories } from '@content/stories';
import { ArrowRightIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from '~/components/ui/link';
import { Badge } from '~/components/ui/badge';
import { useLocale } from '~/i18n/use-locale';
import { newestFirst } from '~/lib/sort';
import { StoryMeta } from './story-meta';
import { paths } from '@core/paths';
import { Card } from '~/components/ui/card';
import { useTexts } from '~/i18n';
import homeTexts from '~/i18n/namespaces/home';

/** Every data story, newest first, each card linking to its page. */
export function StoryList() {
  const { t } = useTexts(homeTexts);
  const { l } = useLocale();
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {newestFirst(stories, (s) => s.publishDate).map((story, i) => (
        <Card
          as="li"
          padding="lg"
          key={story.id}
          style={{ '--i': i } as React.CSSProperties}
          className="animate-rise group relative flex flex-col transition-shadow hover:shadow-md has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring/60"
        >
          <div className="flex flex-wrap gap-2">
            <Badge variant="accent">{l(story.category)}</Badge>
            {story.featured && <Badge>{t('featured.featured')}</Badge>}
          </div>
          <h2 className="mt-4 text-xl font-semibold">
            <Link
              to={paths.story(story.id)}
              className="outline-none group-hover:underline after:absolute after:inset-0 after:content-['']"
            >
              {l(story.title)}
            </Link>
          </h2>
          <p className="mt-2 flex-1 text-muted-foreground">{l(story.description)}</p>
          <StoryMeta story={story} className="mt-4" />
          <span aria-hidden className="mt-4 flex items-center gap-1 text-sm font-medium text-primary">
            {t('stories.readStory')}
            <ArrowRightIcon className="size-4 rtl:rotate-180" />
          </span>
        </Card>
      ))}
    </ul>
  );
}
