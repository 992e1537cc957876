import { useTranslation } from 'react-i18next';
import { Card } from '~/components/ui/card';
import { useLocale } from '~/i18n/use-locale';
import { placeName } from '~/lib/places';
import { useValueFormat } from '~/lib/use-value-format';
import { linesOf } from '../lib/view';
import { LineChart } from './line-chart';
import { LineSummary } from './line-summary';
import { useDrawnName, useIndicatorView, type IndicatorViewProps } from './use-indicator-view';

/** The chart of the view in the address (and, for an address it could not use, what was set aside). */
export function IndicatorFigure({ indicator }: IndicatorViewProps) {
  const { t } = useTranslation('indicators');
  const { l, year, locale } = useLocale();
  const format = useValueFormat(indicator);
  const { view, invalid } = useIndicatorView(indicator);
  const { years, lines } = linesOf(indicator, view);
  const name = useDrawnName(indicator, view);
  return (
    <>
      {invalid.length > 0 && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          {t('controls.invalidLink', {
            names: invalid.map((p) => t(`controls.params.${p}`)).join(locale === 'ar' ? '، ' : ', '),
          })}
        </p>
      )}
      <Card as="figure" aria-labelledby="chart-title" className="space-y-5">
        <figcaption id="chart-title" className="font-semibold">
          {t('chart.title', { name })}
        </figcaption>
        <LineSummary lines={lines} years={years} direction={indicator.direction} format={format} />
        <LineChart
          years={years}
          lines={lines}
          format={format.short}
          label={t('chart.label', {
            name,
            unit: l(indicator.unit),
            from: year(view.from),
            to: year(view.to),
            places: lines.map((s) => l(placeName(s.geo))).join(locale === 'ar' ? '، ' : ', '),
          })}
        />
      </Card>
    </>
  );
}
