import { domains } from '@content/domains';
import { InfoIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Indicator } from '@core/indicators/schema';
import { paths } from '@core/paths';
import { Container } from '~/components/page/container';
import { PageHeader } from '~/components/page/page-header';
import { Badge } from '~/components/ui/badge';
import { Card } from '~/components/ui/card';
import { useLocale } from '~/i18n/use-locale';
import { placeName } from '~/lib/places';
import { useValueFormat } from '~/lib/use-value-format';
import { groupsOf, linesOf, placesOf, yearsOf } from '../lib/view';
import { IndicatorAbout } from './indicator-about';
import { IndicatorShare } from './indicator-share';
import { LineChart } from './line-chart';
import { LineSummary } from './line-summary';
import { useIndicatorView } from './use-indicator-view';
import { ValuesTable } from './values-table';
import { ViewControls } from './view-controls';
import '~/i18n/namespaces/indicators';

/** /data/indicators/{id}: the indicator over time by place, what is drawn as a table, and how to reuse it. */
export function IndicatorPage({ indicator }: { indicator: Indicator }) {
  const { t } = useTranslation('indicators');
  const { t: tc } = useTranslation();
  const { l, year, locale } = useLocale();
  const format = useValueFormat(indicator);
  const { view, invalid, write } = useIndicatorView(indicator);
  const { years, lines } = linesOf(indicator, view);
  const domain = domains.find((d) => d.id === indicator.domain)!;
  const name = l(indicator.name);
  const groupName = view.group ? ` (${t(`groups.${view.group}`)})` : '';
  const range = { from: year(view.from), to: year(view.to) };
  return (
    <Container className="py-8">
      <PageHeader
        trail={[
          { label: tc('home'), to: '/' },
          { label: t('crumbData'), to: '/data' },
          { label: l(domain.title), to: paths.domain(domain.id) },
        ]}
        title={name}
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
        {invalid.length > 0 && (
          <p
            role="alert"
            className="mt-4 max-w-3xl rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
          >
            {t('controls.invalidLink', {
              names: invalid.map((p) => t(`controls.params.${p}`)).join(locale === 'ar' ? '، ' : ', '),
            })}
          </p>
        )}
      </PageHeader>

      {/* Phones: controls, then the chart and table, then the facts; wide screens: controls and facts beside. */}
      <div className="mt-8 grid gap-8 lg:grid-cols-[17rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-1 lg:row-start-1">
          <ViewControls
            view={view}
            places={placesOf(indicator)}
            groups={groupsOf(indicator)}
            years={yearsOf(indicator)}
            onChange={write}
          />
        </div>
        <div className="min-w-0 space-y-8 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Card as="figure" aria-labelledby="chart-title" className="space-y-5">
            <figcaption id="chart-title" className="font-semibold">
              {t('chart.title', { name: name + groupName })}
            </figcaption>
            <LineSummary lines={lines} years={years} direction={indicator.direction} format={format} />
            <LineChart
              years={years}
              lines={lines}
              format={format.short}
              label={t('chart.label', {
                name: name + groupName,
                unit: l(indicator.unit),
                ...range,
                places: lines.map((s) => l(placeName(s.geo))).join(locale === 'ar' ? '، ' : ', '),
              })}
            />
          </Card>
          <ValuesTable
            caption={t('table.caption', { name: name + groupName, unit: l(indicator.unit), ...range })}
            years={years}
            lines={lines}
            format={format.plain}
          />
          <IndicatorShare indicator={indicator} view={view} years={years} lines={lines} />
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <IndicatorAbout indicator={indicator} format={format} />
        </div>
      </div>
    </Container>
  );
}
