import type { Indicator } from '@core/indicators/schema';
import { useLocale } from '~/i18n/use-locale';
import { placeName } from '~/lib/places';
import { useValueFormat } from '~/lib/use-value-format';
import { linesOf, type View } from '../lib/view';
import { LineChart } from './line-chart';
import { LineSummary } from './line-summary';
import { useDrawnName } from './use-indicator-view';
import { useTexts } from '~/i18n';
import indicatorsTexts from '~/i18n/namespaces/indicators';

/**
 * A view of an indicator drawn: its caption, the latest values and the line chart — the content of the indicator
 * page's figure and of the embed, each in a figure of its own.
 */
export function DrawnChart({
  indicator,
  view,
  captionId,
}: {
  indicator: Indicator;
  view: View;
  captionId?: string;
}) {
  const { t } = useTexts(indicatorsTexts);
  const { l, year, locale } = useLocale();
  const format = useValueFormat(indicator);
  const { years, lines } = linesOf(indicator, view);
  const name = useDrawnName(indicator, view);
  return (
    <>
      <figcaption id={captionId} className="font-semibold">
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
    </>
  );
}
