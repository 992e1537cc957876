import { site } from '@content/site';
import { DomainSection } from '~/features/home/components/domain-section';
import { Engagement } from '~/features/home/components/engagement';
import { FeaturedContent } from '~/features/home/components/featured-content';
import { HomeHero } from '~/features/home/components/home-hero';
import { RegionalMap } from '~/features/home/components/regional-map';
import { pageMeta, text } from '~/lib/meta';

export const meta = () => pageMeta(text(site.name), text(site.description));

export default function Home() {
  return (
    <>
      <HomeHero />
      <DomainSection />
      <RegionalMap />
      <Engagement />
      <FeaturedContent />
    </>
  );
}
