import { tools } from '@content/tools';
import type * as React from 'react';
import { DownloadIcon, LayoutDashboardIcon, MapIcon } from 'lucide-react';
import { Link } from '~/components/ui/link';
import { PageHero } from '~/components/page/page-hero';
import { Section } from '~/components/page/section';
import { Button } from '~/components/ui/button';
import { FeaturedGis } from '~/features/tools/components/featured-gis';
import { ToolCards } from '~/features/tools/components/tool-cards';
import { useTexts } from '~/i18n';
import { useLocale } from '~/i18n/use-locale';
import toolsTexts from '~/i18n/namespaces/tools';

/** The Tools page's body: static but its share button (`share`), an island given by the page. */
export function ToolsPage({ share }: { share?: React.ReactNode }) {
  const { t } = useTexts(toolsTexts);
  const { l } = useLocale();
  return (
    <>
      <PageHero title={l(tools.hero.title)} description={l(tools.hero.lead)}>
        <Button asChild variant="sand" size="lg">
          <Link to="/tools/gis">
            <MapIcon aria-hidden />
            {t('actions.launchGis')}
          </Link>
        </Button>
        <Button asChild variant="inverse" size="lg">
          <Link to="/data/economy">
            <LayoutDashboardIcon aria-hidden />
            {t('actions.createDashboard')}
          </Link>
        </Button>
        <Button asChild variant="inverse" size="lg">
          <Link to="/data/catalogue">
            <DownloadIcon aria-hidden />
            {t('actions.exportData')}
          </Link>
        </Button>
        {share}
      </PageHero>
      <Section id="tools" title={t('toolsHeading')} description={t('toolsDescription')}>
        <ToolCards />
      </Section>
      <FeaturedGis />
    </>
  );
}
