import { site } from '@content/site';
import { DomainSection } from '~/features/home/components/domain-section';
import { Engagement } from '~/features/home/components/engagement';
import { FeaturedContent } from '~/features/home/components/featured-content';
import { HomeHero } from '~/features/home/components/home-hero';
import { RegionalMap } from '~/features/home/components/regional-map';
import { publishedCatalogue } from '@core/catalogue/published';
import { latestDatasets } from '~/features/home/lib/new-datasets';
import { pageMeta, text } from '~/lib/meta';
import type { Route } from './+types/home';

export const meta = () => pageMeta(text(site.name), text(site.description));

/** Runs when the page is prerendered: the newest catalogue datasets, with only what the list shows. */
export async function loader() {
  return {
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

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      <DomainSection />
      <RegionalMap />
      <Engagement />
      <FeaturedContent datasets={loaderData.newDatasets} />
    </>
  );
}
