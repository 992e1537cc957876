import { publicationFiles } from '@core/publications/files';
import { BookOpenIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '~/i18n/link';
import { PageHero } from '~/components/page/page-hero';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { Button } from '~/components/ui/button';
import { ReportTable } from '~/features/stories/components/report-table';
import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import type { PageProps } from './page-module';
import { Container } from '~/components/page/container';
import '~/i18n/namespaces/home';

/** Runs when the page is prerendered: the reports' built PDFs (pages and size per language). */
export async function loader() {
  return { files: (await publicationFiles()).reports };
}

export const meta = () =>
  pageMeta(i18next.t('home:reports.title'), i18next.t('home:reports.metaDescription'));

export default function ReportsPage({ loaderData }: PageProps<typeof loader>) {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
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
        <ReportTable files={loaderData.files} />
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
