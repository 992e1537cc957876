import { domains, type Domain } from '@content/domains';
import { indicators } from '@content/indicators';
import { ArrowLeftIcon, DatabaseIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '~/i18n/link';
import { DomainIcon, DomainIllustration } from '~/components/domain-card';
import { Section } from '~/components/page/section';
import { StatCard } from '~/components/page/stat-card';
import { Badge } from '~/components/ui/badge';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/i18n/use-locale';
import { paths } from '@core/paths';

/** A thematic domain: its figures, every sample indicator, the SDGs and CPI dimensions it serves. */
export function DomainDetail({ domain }: { domain: Domain }) {
  const { t } = useTranslation('data');
  const { t: tc } = useTranslation();
  const { l, number, percent } = useLocale();
  const goals = indicators.sdg.goalsByDomain.find((g) => g.domainId === domain.id)?.goals ?? [];
  const dimensions = indicators.cpi.dimensions.filter((d) => d.domainIds.includes(domain.id));
  const others = domains.filter((d) => d.id !== domain.id);
  return (
    <>
      <div className="border-b">
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
          <Breadcrumb
            items={[
              { label: tc('home'), to: '/' },
              { label: t('domainPage.breadcrumbData'), to: '/data' },
              { label: l(domain.title) },
            ]}
          />
        </div>
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-[2fr_1fr] md:items-center lg:px-8">
          <div>
            <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight md:text-4xl">
              <DomainIcon domain={domain} className="size-8 shrink-0" />
              {l(domain.title)}
            </h1>
            <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{l(domain.description)}</p>
          </div>
          <DomainIllustration domain={domain} className="hidden h-32 rounded-xl md:block" />
        </div>
      </div>
      <section aria-label={t('stats.label')} className="mx-auto max-w-7xl px-4 pt-10 sm:px-6 lg:px-8">
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4">
          <li>
            <StatCard label={t('domainPage.indicators')} value={number(domain.indicators)} />
          </li>
          <li>
            <StatCard label={t('domainPage.sdgAligned')} value={number(domain.sdgCount)} />
          </li>
          <li className="col-span-2 md:col-span-1">
            <StatCard
              label={t('domainPage.sdgShare')}
              value={percent((domain.sdgCount / domain.indicators) * 100, { digits: 0 })}
            />
          </li>
        </ul>
      </section>
      <Section
        id="samples"
        title={t('domainPage.samplesTitle')}
        description={t('domainPage.samplesNote', {
          shown: number(domain.samples.length),
          total: number(domain.indicators),
        })}
      >
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {domain.samples.map((s) => (
            <li
              key={s.en}
              className="flex items-center gap-3 rounded-lg border bg-card p-4 text-sm font-medium shadow-sm"
            >
              <span
                className="size-2 shrink-0 rounded-full"
                style={{ backgroundColor: domain.color }}
                aria-hidden
              />
              {l(s)}
            </li>
          ))}
        </ul>
        <div className="mt-10 grid gap-8 md:grid-cols-2">
          <div>
            <h3 className="text-lg font-semibold">{t('domainPage.goalsTitle')}</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {goals.map((n) => {
                const goal = indicators.sdg.goals.find((g) => g.number === n);
                return (
                  <li key={n}>
                    <Badge variant="outline" className="text-sm whitespace-normal">
                      {goal
                        ? t('sdg.goal', { number: n, title: l(goal.title) })
                        : t('sdg.goalShort', { number: n })}
                    </Badge>
                  </li>
                );
              })}
            </ul>
          </div>
          <div>
            <h3 className="text-lg font-semibold">{t('domainPage.cpiTitle')}</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {dimensions.map((d) => (
                <li key={d.id}>
                  <Link
                    to="/data/cpi"
                    className="inline-flex min-h-8 items-center rounded-full border px-3 py-1 text-sm font-medium outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/60"
                  >
                    {l(d.title)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mt-10 flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <Link to="/data">
              <ArrowLeftIcon aria-hidden className="rtl:rotate-180" />
              {t('domainPage.backToData')}
            </Link>
          </Button>
          <Button asChild>
            <Link to="/data/catalogue">
              <DatabaseIcon aria-hidden />
              {t('domainPage.findDatasets')}
            </Link>
          </Button>
        </div>
      </Section>
      <nav aria-labelledby="other-domains-heading" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <h2 id="other-domains-heading" className="mb-4 text-xl font-semibold">
          {t('domainPage.otherDomains')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {others.map((d) => (
            <li key={d.id}>
              <Link
                to={paths.domain(d.id)}
                className="inline-flex min-h-10 items-center gap-2 rounded-lg border bg-card px-4 py-2 text-sm font-medium outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/60"
              >
                <DomainIcon domain={d} className="size-4" />
                {l(d.title)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
