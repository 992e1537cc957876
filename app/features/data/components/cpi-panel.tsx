import { domains } from '@content/domains';
import { indicators } from '@content/indicators';
import { LayersIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from '~/components/ui/link';
import { DomainIcon } from '~/components/domain-card';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/i18n/use-locale';
import { paths } from '@core/paths';
import { Card } from '~/components/ui/card';
import type { CpiSummary } from '@core/indicators/summaries';
import { CpiScores } from './cpi-scores';
import { useTexts } from '~/i18n';
import dataTexts from '~/i18n/namespaces/data';

/** The six UN-Habitat CPI dimensions, the domains that feed them, and the index computed per place. */
export function CpiPanel({ cpi }: { cpi: CpiSummary }) {
  const { t } = useTexts(dataTexts);
  const { l } = useLocale();
  return (
    <div className="space-y-6">
      <div className="max-w-3xl">
        <h2 className="text-2xl font-bold tracking-tight">{l(indicators.cpi.title)}</h2>
        <p className="mt-2 text-muted-foreground">{l(indicators.cpi.description)}</p>
      </div>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {indicators.cpi.dimensions.map((dim, i) => (
          <Card
            as="li"
            key={dim.id}
            style={{ '--i': i } as React.CSSProperties}
            className="animate-rise flex flex-col"
          >
            <h3 className="flex items-baseline gap-2 text-lg font-semibold">
              <span className="text-sm font-bold text-primary">{i + 1}.</span>
              {l(dim.title)}
            </h3>
            <p className="mt-2 text-sm text-muted-foreground">{l(dim.description)}</p>
            <p className="mt-4 text-xs font-medium text-muted-foreground">{t('cpi.fedBy')}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {dim.domainIds.map((id) => {
                const domain = domains.find((d) => d.id === id);
                if (!domain) return null;
                return (
                  <li key={id}>
                    <Link
                      to={paths.domain(id)}
                      className="inline-flex min-h-8 items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/60"
                    >
                      <DomainIcon domain={domain} className="size-4" />
                      {l(domain.title)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </Card>
        ))}
      </ol>
      <CpiScores cpi={cpi} />
      <Button asChild>
        <Link to="/data">
          <LayersIcon aria-hidden />
          {t('cpi.viewDomains')}
        </Link>
      </Button>
    </div>
  );
}
