import { dashboards } from '@content/dashboards';
import { Container } from '~/components/page/container';
import { PageHero } from '~/components/page/page-hero';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { Gallery } from '~/features/dashboards/components/gallery';
import { useLocale } from '~/i18n/use-locale';
import type * as React from 'react';
import { useTexts } from '~/i18n';
import toolsTexts from '~/i18n/namespaces/tools';

/** The dashboards gallery's body: each thumbnail with its figures. */
export function DashboardsPage({ items }: { items: React.ComponentProps<typeof Gallery>['items'] }) {
  const { t } = useTexts();
  const { t: tt } = useTexts(toolsTexts);
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
        <Gallery items={items} />
      </Container>
    </>
  );
}
