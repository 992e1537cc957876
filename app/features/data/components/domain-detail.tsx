import { domains, type Domain } from '@content/domains';
import { indicators } from '@content/indicators';
import { ArrowLeftIcon, DatabaseIcon } from 'lucide-react';
import { Link } from '~/components/ui/link';
import { DomainIcon, DomainIllustration } from '~/components/domain-card';
import { Section } from '~/components/page/section';
import { StatCard } from '~/components/page/stat-card';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/i18n/use-locale';
import { paths } from '@core/paths';
import { PageHeader } from '~/components/page/page-header';
import { Container } from '~/components/page/container';
import { useTexts } from '~/i18n';
import dataTexts from '~/i18n/namespaces/data';

/** A thematic domain: its figures, its indicators (`children`: an island), the SDGs and CPI dimensions it serves. */
export function DomainDetail({ domain, children }: { domain: Domain; children: React.ReactNode }) {
  const { t } = useTexts(dataTexts);
  const { t: tc } = useTexts();
  const { l, number, percent } = useLocale();
  const goals = indicators.sdg.goalsByDomain.find((g) => g.domainId === domain.id)?.goals ?? [];
  const dimensions = indicators.cpi.dimensions.filter((d) => d.domainIds.includes(domain.id));
  const others = domains.filter((d) => d.id !== domain.id);
  return (
    <>
      <div className="border-b">
        <Container className="pt-6 pb-8">
          <PageHeader
            trail={[
              { label: tc('home'), to: '/' },
              { label: t('domainPage.breadcrumbData'), to: '/data' },
            ]}
            title={l(domain.title)}
            lead={l(domain.description)}
            icon={<DomainIcon domain={domain} className="size-8 shrink-0" />}
            actions={
              <DomainIllustration
                domain={domain}
                className="hidden h-32 w-full rounded-xl md:block md:w-80"
              />
            }
          />
        </Container>
      </div>
      <Container as="section" aria-label={t('stats.label')} className="pt-10">
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
      </Container>
      <Section
        id="indicators"
        title={t('domainPage.indicatorsTitle')}
        description={t('domainPage.indicatorsNote', { count: domain.indicators })}
      >
        {children}
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
      <Container as="nav" aria-labelledby="other-domains-heading" className="pb-16">
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
      </Container>
    </>
  );
}
