import { dataSources } from '@content/datasets';
import { domains } from '@content/domains';
import { InfoIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Indicator } from '@core/indicators/schema';
import { publisherOf } from '@core/catalogue/publishers';
import { paths } from '@core/paths';
import { Island, IslandProps } from '~/components/islands/island';
import { Container } from '~/components/page/container';
import { PageHeader } from '~/components/page/page-header';
import { Badge } from '~/components/ui/badge';
import { useLocale } from '~/i18n/use-locale';
import { useValueFormat } from '~/lib/use-value-format';
import { IndicatorAbout } from './indicator-about';
import { IndicatorControls } from './indicator-controls';
import { IndicatorData } from './indicator-data';
import { IndicatorFigure } from './indicator-figure';
import '~/i18n/namespaces/indicators';

/** The id of the props the page's three islands share. */
const PROPS = 'indicator-props';

/**
 * /data/indicators/{id}: the indicator over time by place, what is drawn as a table, and how to reuse it (three
 * islands: the controls, the figure, and the table with the downloads, which starts when near), and what it is.
 */
export function IndicatorPage({ indicator }: { indicator: Indicator }) {
  const { t } = useTranslation('indicators');
  const { t: tc } = useTranslation();
  const { l } = useLocale();
  const format = useValueFormat(indicator);
  const domain = domains.find((d) => d.id === indicator.domain)!;
  const props = { indicator, publisher: publisherOf(dataSources, indicator.source).name };
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
        <div className="lg:col-start-1 lg:row-start-1">
          <Island name="indicator-controls" propsFrom={PROPS} when="used">
            <IndicatorControls {...props} />
          </Island>
        </div>
        {/* A column of flex items, not space-y: the islands' wrappers take no box, their content does */}
        <div className="flex min-w-0 flex-col gap-8 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Island name="indicator-figure" propsFrom={PROPS} when="used">
            <IndicatorFigure {...props} />
          </Island>
          <Island name="indicator-data" propsFrom={PROPS} when="near">
            <IndicatorData {...props} />
          </Island>
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <IndicatorAbout indicator={indicator} format={format} />
        </div>
      </div>
      <IslandProps id={PROPS} value={props} />
    </Container>
  );
}
