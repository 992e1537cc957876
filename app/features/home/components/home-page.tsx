import { home } from '@content/home';
import type * as React from 'react';
import type { HeadlineFigure } from '~/lib/headline-stat';
import { Section } from '~/components/page/section';
import { useLocale } from '~/i18n/use-locale';
import { DomainSection } from './domain-section';
import { Engagement } from './engagement';
import { HomeHero } from './home-hero';

/**
 * The home page's body (app/pages/[...lang]/index.astro) up to its featured content, which the page lays out
 * itself (its newest datasets are a server island, which Astro must render outside React): static content but its
 * map (`map`: a button per governorate and the selected one's card), an island given by the page.
 */
export function HomePage({ stats, map }: { stats: HeadlineFigure[]; map?: React.ReactNode }) {
  const { l } = useLocale();
  return (
    <>
      <HomeHero stats={stats} />
      <DomainSection />
      <Section id="regional-map" title={l(home.mapIntro.title)} description={l(home.mapIntro.description)}>
        {map}
      </Section>
      <Engagement />
    </>
  );
}
