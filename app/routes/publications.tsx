import { publications } from '@content/publications';
import { publicationFiles } from '@core/publications/files';
import { LibraryIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '~/components/page/page-hero';
import { Section } from '~/components/page/section';
import { Button } from '~/components/ui/button';
import { CatalogDownload } from '~/features/publications/components/catalog-download';
import { FeaturedReport } from '~/features/publications/components/featured-report';
import { StatsStrip } from '~/features/publications/components/stats-strip';
import i18next from '~/i18n';
import { useLocale } from '~/i18n/use-locale';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/publications';

/** Runs when the page is prerendered: the built PDFs' and catalogue files' sizes, pages and contents. */
export async function loader() {
  const { publications: pdfs, catalogue } = await publicationFiles();
  return { pdfs, catalogue };
}

export const meta = () =>
  pageMeta(i18next.t('publications:meta.title'), i18next.t('publications:meta.description'));

/**
 * Static content but the featured report's Preview button (`preview`) and the library (`library`: tabs,
 * previews), islands given by its page (app/pages/[...lang]/publications/index.astro).
 */
export default function PublicationsRoute({
  loaderData,
  preview,
  library,
}: {
  loaderData: Awaited<ReturnType<typeof loader>>;
  preview: React.ReactNode;
  library: React.ReactNode;
}) {
  const { t } = useTranslation('publications');
  const { l, locale } = useLocale();
  return (
    <>
      <PageHero title={l(publications.hero.title)} description={l(publications.hero.lead)}>
        <Button asChild variant="sand" size="lg">
          <a href="#library">
            <LibraryIcon aria-hidden />
            {t('browse')}
          </a>
        </Button>
        <CatalogDownload sizes={loaderData.catalogue} />
      </PageHero>
      <StatsStrip />
      <FeaturedReport file={loaderData.pdfs[publications.featured.id]![locale]} preview={preview} />
      <Section
        id="library"
        title={t('library')}
        description={t('libraryDescription')}
        className="scroll-mt-20"
      >
        {library}
      </Section>
    </>
  );
}
