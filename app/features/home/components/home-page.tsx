import { home } from '@content/home';
import type * as React from 'react';
import type { HeadlineFigure } from '~/lib/headline-stat';
import { Section } from '~/components/page/section';
import { useLocale } from '~/i18n/use-locale';
import { DomainSection } from './domain-section';
import { Engagement } from './engagement';
import { FeaturedContent } from './featured-content';
import { HomeHero } from './home-hero';

/**
 * The home page's body (app/pages/[...lang]/index.astro): static content but its map (`map`: a button per
 * governorate and the selected one's card), an island given by the page.
 */
export function HomePage({
  stats,
  newDatasets,
  reportFiles,
  map,
}: {
  stats: HeadlineFigure[];
  newDatasets: React.ComponentProps<typeof FeaturedContent>['datasets'];
  reportFiles: React.ComponentProps<typeof FeaturedContent>['reportFiles'];
  map?: React.ReactNode;
}) {
  const { l } = useLocale();
  return (
    <>
      <HomeHero stats={stats} />
      <DomainSection />
      <Section id="regional-map" title={l(home.mapIntro.title)} description={l(home.mapIntro.description)}>
        {map}
      </Section>
      <Engagement />
      <FeaturedContent datasets={newDatasets} reportFiles={reportFiles} />
    </>
  );
}
