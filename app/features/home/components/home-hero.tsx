import { home } from '@content/home';
import { ArrowRightIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from '~/components/ui/link';
import { HeadlineStatCard } from '~/components/headline-stat-card';
import type { HeadlineFigure } from '~/lib/headline-stat';
import { PageHero } from '~/components/page/page-hero';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/i18n/use-locale';
import { useTexts } from '~/i18n';
import homeTexts from '~/i18n/namespaces/home';

/** The hero band with its three calls to action, and the four headline stat tiles overlapping its edge. */
export function HomeHero({ stats }: { stats: HeadlineFigure[] }) {
  const { t } = useTexts(homeTexts);
  const { l } = useLocale();
  return (
    <>
      <PageHero
        eyebrow={l(home.hero.eyebrow)}
        title={l(home.hero.title)}
        description={l(home.hero.lead)}
        className="pb-12 md:pb-16"
      >
        {home.hero.ctas.map((cta, i) => (
          <Button key={cta.id} asChild size="lg" variant={i === 0 ? 'sand' : 'inverse'}>
            <Link to={cta.href}>
              {l(cta.label)}
              {i === 0 && <ArrowRightIcon aria-hidden className="rtl:rotate-180" />}
            </Link>
          </Button>
        ))}
      </PageHero>
      <section aria-label={t('headlineStats')} className="mx-auto -mt-12 max-w-7xl px-4 sm:px-6 lg:px-8">
        <ul className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
          {stats.map((stat, i) => (
            <li key={stat.id} className="animate-rise" style={{ '--i': i } as React.CSSProperties}>
              <HeadlineStatCard stat={stat} className="h-full p-4 md:p-5" />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
