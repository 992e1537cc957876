import { publications } from '@content/publications';
import type { PublicationFiles } from '@core/publications/files';
import type * as React from 'react';
import { LibraryIcon } from 'lucide-react';
import { PageHero } from '~/components/page/page-hero';
import { Section } from '~/components/page/section';
import { Button } from '~/components/ui/button';
import { CatalogDownload } from '~/features/publications/components/catalog-download';
import { FeaturedReport } from '~/features/publications/components/featured-report';
import { StatsStrip } from '~/features/publications/components/stats-strip';
import { useTexts } from '~/i18n';
import { useLocale } from '~/i18n/use-locale';
import publicationsTexts from '~/i18n/namespaces/publications';

/** The Publications page's body: static but the featured report's Preview button (`preview`) and the library (`library`: tabs, previews), islands given by the page. */
export function PublicationsPage({
  files,
  preview,
  library,
}: {
  /** The built PDFs' and catalogue files' sizes, pages and contents. */
  files: Pick<PublicationFiles, 'publications' | 'catalogue'>;
  preview?: React.ReactNode;
  library?: React.ReactNode;
}) {
  const { t } = useTexts(publicationsTexts);
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
        <CatalogDownload sizes={files.catalogue} />
      </PageHero>
      <StatsStrip />
      <FeaturedReport file={files.publications[publications.featured.id]![locale]} preview={preview} />
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
