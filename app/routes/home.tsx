import { governorates } from '@content/governorates';
import { home } from '@content/home';
import { site } from '@content/site';
import { latestValue } from '@core/indicators/latest';
import { publishedIndicators } from '@core/indicators/published';
import { resolveHeadlineStats } from '~/lib/headline-stat';
import { DomainSection } from '~/features/home/components/domain-section';
import { Engagement } from '~/features/home/components/engagement';
import { publicationFiles } from '@core/publications/files';
import { FeaturedContent } from '~/features/home/components/featured-content';
import { HomeHero } from '~/features/home/components/home-hero';
import { RegionalMap } from '~/features/home/components/regional-map';
import { publishedCatalogue } from '@core/catalogue/published';
import { latestDatasets } from '~/features/home/lib/new-datasets';
import { pageMeta, text } from '~/lib/meta';
import type { Route } from './+types/home';
import { Island, islandsPage } from '~/components/islands/island';

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

/** Static content but its map: in the browser only the header, the map and the feedback line run. */
export const handle = islandsPage;

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero stats={loaderData.stats} />
      <DomainSection />
      <Island name="regional-map" props={{ figures: loaderData.governorates }} when="near">
        <RegionalMap figures={loaderData.governorates} />
      </Island>
      <Engagement />
      <FeaturedContent datasets={loaderData.newDatasets} reportFiles={loaderData.reportFiles} />
    </>
  );
}
