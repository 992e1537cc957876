import type { Story } from '@content/stories';
import { CalendarIcon, ClockIcon, EyeIcon } from 'lucide-react';
import { useLocale } from '~/i18n/use-locale';
import { cn } from '~/lib/utils';
import { useTexts } from '~/i18n';
import homeTexts from '~/i18n/namespaces/home';

/** Publish date, reading time and views of a story. */
export function StoryMeta({ story, className }: { story: Story; className?: string }) {
  const { t } = useTexts(homeTexts);
  const { date, compact } = useLocale();
  return (
    <p className={cn('flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground', className)}>
      <span className="flex items-center gap-1.5">
        <CalendarIcon className="size-4" aria-hidden />
        <time dateTime={story.publishDate}>{date(story.publishDate)}</time>
      </span>
      <span className="flex items-center gap-1.5">
        <ClockIcon className="size-4" aria-hidden />
        {t('featured.readTime', { count: story.readTime })}
      </span>
      <span className="flex items-center gap-1.5">
        <EyeIcon className="size-4" aria-hidden />
        {t('featured.views', { value: compact(story.views) })}
      </span>
    </p>
  );
}
