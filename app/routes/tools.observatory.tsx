import { observatory } from '@content/observatory';
import { publishedIndicators } from '@core/indicators/published';
import { watchOf } from '@core/indicators/watch';
import { useTranslation } from 'react-i18next';
import { Container } from '~/components/page/container';
import { PageHero } from '~/components/page/page-hero';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { WatchList } from '~/features/observatory/components/watch-list';
import { useLocale } from '~/i18n/use-locale';
import { pageMeta, text } from '~/lib/meta';
import type { PageProps } from './page-module';
import '~/i18n/namespaces/tools';

/** Runs when the page is prerendered: each watched indicator's latest value, trend and status. */
export async function loader() {
  const all = await publishedIndicators();
  return {
    items: observatory.watch.map((id) => {
      const indicator = all.find((i) => i.id === id);
      if (!indicator) throw new Error(`content/observatory.ts: no published indicator "${id}"`);
      return watchOf(indicator, observatory.trendYears);
    }),
  };
}

export const meta = () => pageMeta(text(observatory.hero.title), text(observatory.hero.lead));

export default function ObservatoryRoute({ loaderData }: PageProps<typeof loader>) {
  const { t } = useTranslation();
  const { t: tt } = useTranslation('tools');
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
        <WatchList items={loaderData.items} />
      </Container>
    </>
  );
}
