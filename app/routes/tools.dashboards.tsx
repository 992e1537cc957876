import { dashboards } from '@content/dashboards';
import { publishedIndicators } from '@core/indicators/published';
import { useTranslation } from 'react-i18next';
import { Container } from '~/components/page/container';
import { PageHero } from '~/components/page/page-hero';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { Gallery } from '~/features/dashboards/components/gallery';
import { previewData } from '~/features/dashboards/lib/gallery';
import { useLocale } from '~/i18n/use-locale';
import { pageMeta, text } from '~/lib/meta';
import type { PageProps } from './page-module';
import '~/i18n/namespaces/tools';

/** Runs when the page is prerendered: each thumbnail's figures from the published indicators. */
export async function loader() {
  const all = await publishedIndicators();
  return { items: dashboards.items.map((item) => ({ ...item, data: previewData(item.preview, all) })) };
}

export const meta = () => pageMeta(text(dashboards.hero.title), text(dashboards.hero.lead));

export default function DashboardsRoute({ loaderData }: PageProps<typeof loader>) {
  const { t } = useTranslation();
  const { t: tt } = useTranslation('tools');
  const { l } = useLocale();
  return (
    <>
      <PageHero title={l(dashboards.hero.title)} description={l(dashboards.hero.lead)} />
      <Container className="pt-6">
        <Breadcrumb
          items={[
            { label: t('home'), to: '/' },
            { label: tt('crumb'), to: '/tools' },
            { label: l(dashboards.hero.title) },
          ]}
        />
      </Container>
      <Container className="py-8">
        <Gallery items={loaderData.items} />
      </Container>
    </>
  );
}
