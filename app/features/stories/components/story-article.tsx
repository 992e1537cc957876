import { domains } from '@content/domains';
import type { Story } from '@content/stories';
import { ArrowLeftIcon, ArrowRightIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from '~/components/ui/link';
import { HeadlineStatCard } from '~/components/headline-stat-card';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/i18n/use-locale';
import { storyFigures } from '../lib/stories';
import { StoryMeta } from './story-meta';
import { paths } from '@core/paths';
import type { HeadlineFigure } from '~/lib/headline-stat';
import { PageHeader } from '~/components/page/page-header';
import { Container } from '~/components/page/container';
import { useTexts } from '~/i18n';
import homeTexts from '~/i18n/namespaces/home';

/**
 * A data story: title, meta, its text (`children`, content/stories), the headline figures it cites and the domain
 * whose data it draws on.
 */
export function StoryArticle({
  story,
  stats,
  children,
}: {
  story: Story;
  stats: HeadlineFigure[];
  children: React.ReactNode;
}) {
  const { t } = useTexts(homeTexts);
  const { t: tc } = useTexts();
  const { l } = useLocale();
  const figures = storyFigures(story, stats);
  const domain = domains.find((d) => d.id === story.domainId);
  return (
    <Container as="article" width="narrow" className="py-8 md:py-12">
      <PageHeader
        trail={[
          { label: tc('home'), to: '/' },
          { label: t('stories.publications'), to: '/publications' },
          { label: t('stories.title'), to: '/publications/stories' },
        ]}
        title={l(story.title)}
        lead={l(story.description)}
        badges={
          <>
            <Badge variant="accent">{l(story.category)}</Badge>
            {story.featured && <Badge>{t('featured.featured')}</Badge>}
          </>
        }
      >
        <StoryMeta story={story} className="mt-4" />
      </PageHeader>
      <div className="mt-8 space-y-5 text-base leading-relaxed md:text-lg">{children}</div>
      {figures.length > 0 && (
        <section aria-labelledby="story-figures" className="mt-10">
          <h2 id="story-figures" className="text-xl font-semibold">
            {t('stories.keyFigures')}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {figures.map((stat) => (
              <li key={stat.id}>
                <HeadlineStatCard stat={stat} className="h-full" />
              </li>
            ))}
          </ul>
        </section>
      )}
      {domain && (
        <section aria-labelledby="story-domain" className="mt-10 rounded-xl border bg-muted/60 p-6">
          <h2 id="story-domain" className="text-xl font-semibold">
            {t('stories.relatedDomain')}
          </h2>
          <p className="mt-2 text-muted-foreground">
            {t('stories.relatedDomainText', { domain: l(domain.title) })}
          </p>
          <Button asChild className="mt-4">
            <Link to={paths.domain(domain.id)}>
              {t('stories.openDomain', { domain: l(domain.title) })}
              <ArrowRightIcon aria-hidden className="rtl:rotate-180" />
            </Link>
          </Button>
        </section>
      )}
      <Button asChild variant="outline" className="mt-10">
        <Link to="/publications/stories">
          <ArrowLeftIcon aria-hidden className="rtl:rotate-180" />
          {t('stories.allStories')}
        </Link>
      </Button>
    </Container>
  );
}
