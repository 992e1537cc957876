import { governorates } from '@content/governorates';
import { home } from '@content/home';
import { site } from '@content/site';
import type * as React from 'react';
import { latestValue } from '@core/indicators/latest';
import { publishedIndicators } from '@core/indicators/published';
import { resolveHeadlineStats } from '~/lib/headline-stat';
import { DomainSection } from '~/features/home/components/domain-section';
import { Engagement } from '~/features/home/components/engagement';
import { publicationFiles } from '@core/publications/files';
import { FeaturedContent } from '~/features/home/components/featured-content';
import { HomeHero } from '~/features/home/components/home-hero';
import { publishedCatalogue } from '@core/catalogue/published';
import { latestDatasets } from '~/features/home/lib/new-datasets';
import { pageMeta, text } from '~/lib/meta';
import { Section } from '~/components/page/section';

export const meta = () => pageMeta(text(site.name), text(site.description));

/**
 * Runs when the page is prerendered: the headline figures and each governorate's population and growth (from
 * data/indicators), and the newest catalogue datasets with only what the list shows.
 */
export async function loader() {
  const indicators = await publishedIndicators();
  const latest = (id: string, geo: string) =>
    latestValue(
      indicators.find((i) => i.id === id)!,
      geo,
    )!.value;
  return {
    stats: resolveHeadlineStats(home.headlineStats, indicators),
    governorates: Object.fromEntries(
      governorates.map((g) => [
        g.id,
        { population: latest('population', g.id), gdpGrowth: latest('grp-growth', g.id) },
      ]),
    ),
    /** The reports' PDFs as built: page count and size per language. */
    reportFiles: (await publicationFiles()).reports,
    newDatasets: latestDatasets((await publishedCatalogue()).summaries()).map(
      ({ id, slug, title, category, formats, size, modified, downloads }) => ({
        id,
        slug,
        title,
        category,
        formats,
        size,
        modified,
        downloads,
      }),
    ),
  };
}

/**
 * Static content but its map (`map`: a button per governorate and the selected one's card), an island given by its
 * page (app/pages/[...lang]/index.astro).
 */
export default function Home({
  loaderData,
  map,
}: {
  loaderData: Awaited<ReturnType<typeof loader>>;
  map: React.ReactNode;
}) {
  return (
    <>
      <HomeHero stats={loaderData.stats} />
      <DomainSection />
      <Section
        id="regional-map"
        title={text(home.mapIntro.title)}
        description={text(home.mapIntro.description)}
      >
        {map}
      </Section>
      <Engagement />
      <FeaturedContent datasets={loaderData.newDatasets} reportFiles={loaderData.reportFiles} />
    </>
  );
}
