import { publications } from '@content/publications';
import { paths } from '@core/paths';
import type { PdfFile } from '@core/publications/files';
import { BookOpenIcon } from 'lucide-react';
import { useLocale } from '~/i18n/use-locale';
import { FileLink } from './pdf-link';
import { PublicationMeta } from './publication-meta';
import { TocTable } from './toc-table';
import { Container } from '~/components/page/container';
import { useTexts } from '~/i18n';
import publicationsTexts from '~/i18n/namespaces/publications';

/**
 * The featured annual report with its PDF's table of contents, each section linked to its page; `preview` is its
 * Preview button (an island, from the page).
 */
export function FeaturedReport({ file, preview }: { file: PdfFile; preview?: React.ReactNode }) {
  const { t } = useTexts(publicationsTexts);
  const { l, locale } = useLocale();
  const report = publications.publications.find((p) => p.id === publications.featured.id);
  if (!report) return null;
  const href = paths.publicationPdf('publications', report.id, locale);
  return (
    <Container as="section" aria-labelledby="featured-report-heading" className="pt-12">
      <div className="grid gap-8 overflow-hidden rounded-2xl border bg-card shadow-sm lg:grid-cols-[2fr_3fr]">
        <div className="flex flex-col bg-primary p-6 text-primary-foreground md:p-8">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-sand uppercase">
            <BookOpenIcon className="size-4" aria-hidden />
            {t('featured.eyebrow')}
          </p>
          <h2 id="featured-report-heading" className="mt-3 text-2xl font-bold tracking-tight md:text-3xl">
            {l(report.title)}
          </h2>
          <p className="mt-3 text-primary-foreground/90">{l(publications.featured.summary)}</p>
          <PublicationMeta
            publication={report}
            pages={report.pages}
            className="mt-4 text-primary-foreground/90"
          />
          <div className="mt-auto flex flex-wrap gap-3 pt-6">
            {preview}
            <FileLink
              href={href}
              bytes={file.bytes}
              pages={file.pages}
              title={l(report.title)}
              variant="inverse"
            />
          </div>
        </div>
        <div className="p-6 md:p-8 lg:ps-0">
          <h3 className="mb-3 text-lg font-semibold">{t('featured.contents')}</h3>
          <TocTable toc={file.toc} pages={file.pages} href={href} caption={false} />
        </div>
      </div>
    </Container>
  );
}
