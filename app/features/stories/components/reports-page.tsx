import type { PublicationFiles } from '@core/publications/files';
import { BookOpenIcon } from 'lucide-react';
import { Link } from '~/components/ui/link';
import { PageHero } from '~/components/page/page-hero';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { Button } from '~/components/ui/button';
import { ReportTable } from '~/features/stories/components/report-table';
import { useTexts } from '~/i18n';
import { Container } from '~/components/page/container';
import homeTexts from '~/i18n/namespaces/home';

/** The reports page's body: every report with its PDFs. */
export function ReportsPage({ files }: { files: PublicationFiles['reports'] }) {
  const { t } = useTexts(homeTexts);
  const { t: tc } = useTexts();
  return (
    <>
      <PageHero title={t('reports.title')} description={t('reports.lead')} />
      <Container className="pt-6">
        <Breadcrumb
          items={[
            { label: tc('home'), to: '/' },
            { label: t('stories.publications'), to: '/publications' },
            { label: t('reports.title') },
          ]}
        />
      </Container>
      <Container className="space-y-6 py-8">
        <ReportTable files={files} />
        <p className="flex flex-wrap items-center gap-3 text-muted-foreground">
          {t('reports.moreInPublications')}
          <Button asChild variant="outline" size="sm">
            <Link to="/publications">
              <BookOpenIcon aria-hidden />
              {t('reports.openPublications')}
            </Link>
          </Button>
        </p>
      </Container>
    </>
  );
}
