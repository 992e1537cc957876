import { observatory } from '@content/observatory';
import { Container } from '~/components/page/container';
import { PageHero } from '~/components/page/page-hero';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { WatchList } from '~/features/observatory/components/watch-list';
import { useLocale } from '~/i18n/use-locale';
import type * as React from 'react';
import { useTexts } from '~/i18n';
import toolsTexts from '~/i18n/namespaces/tools';

/** The observatory's body: each watched indicator's latest value, trend and status. */
export function ObservatoryPage({ items }: { items: React.ComponentProps<typeof WatchList>['items'] }) {
  const { t } = useTexts();
  const { t: tt } = useTexts(toolsTexts);
  const { l } = useLocale();
  return (
    <>
      <PageHero title={l(observatory.hero.title)} description={l(observatory.hero.lead)} />
      <Container className="pt-6">
        <Breadcrumb
          items={[
            { label: t('home'), to: '/' },
            { label: tt('crumb'), to: '/tools' },
            { label: l(observatory.hero.title) },
          ]}
        />
      </Container>
      <Container className="space-y-6 py-8">
        <p className="max-w-3xl text-muted-foreground">
          {tt('observatory.method', { count: observatory.trendYears })}
        </p>
        <WatchList items={items} />
      </Container>
    </>
  );
}
