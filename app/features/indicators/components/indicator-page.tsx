import { domains } from '@content/domains';
import { InfoIcon } from 'lucide-react';
import type * as React from 'react';
import type { Indicator } from '@core/indicators/schema';
import { paths } from '@core/paths';
import { Container } from '~/components/page/container';
import { PageHeader } from '~/components/page/page-header';
import { Badge } from '~/components/ui/badge';
import { useLocale } from '~/i18n/use-locale';
import { useValueFormat } from '~/lib/use-value-format';
import { IndicatorAbout } from './indicator-about';
import { useTexts } from '~/i18n';
import indicatorsTexts from '~/i18n/namespaces/indicators';

/**
 * /data/indicators/{id}: the indicator over time by place, what is drawn as a table, and how to reuse it (the page's
 * three islands: `controls`, `figure`, and `data`, the table with the downloads), and what it is.
 */
export function IndicatorPage({
  indicator,
  controls,
  figure,
  data,
}: {
  indicator: Indicator;
  controls?: React.ReactNode;
  figure?: React.ReactNode;
  data?: React.ReactNode;
}) {
  const { t } = useTexts(indicatorsTexts);
  const { t: tc } = useTexts();
  const { l } = useLocale();
  const format = useValueFormat(indicator);
  const domain = domains.find((d) => d.id === indicator.domain)!;
  return (
    <Container className="py-8">
      <PageHeader
        trail={[
          { label: tc('home'), to: '/' },
          { label: t('crumbData'), to: '/data' },
          { label: l(domain.title), to: paths.domain(domain.id) },
        ]}
        title={l(indicator.name)}
        lead={l(indicator.definition)}
        badges={
          <>
            <Badge variant="secondary">{l(domain.title)}</Badge>
            {indicator.sdg && (
              <Badge variant="accent">{t('sdgBadge', { target: indicator.sdg.target })}</Badge>
            )}
          </>
        }
      >
        <p className="mt-4 flex max-w-3xl items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('illustrative')}
        </p>
      </PageHeader>

      {/* Phones: controls, then the chart and table, then the facts; wide screens: controls and facts beside. */}
      <div className="mt-8 grid gap-8 lg:grid-cols-[17rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-1 lg:row-start-1">{controls}</div>
        {/* A column of flex items, not space-y: the islands' elements take no box, their content does */}
        <div className="flex min-w-0 flex-col gap-8 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {figure}
          {data}
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <IndicatorAbout indicator={indicator} format={format} />
        </div>
      </div>
    </Container>
  );
}
