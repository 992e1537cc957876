import { site } from '@content/site';
import { useTranslation } from 'react-i18next';
import { absolute, localize, paths } from '@core/paths';
import { useLocale } from '~/i18n/use-locale';
import { placeName } from '~/lib/places';
import { useValueFormat } from '~/lib/use-value-format';
import { linesOf, toParams } from '../lib/view';
import { LineChart } from './line-chart';
import { LineSummary } from './line-summary';
import { useIndicatorView, type IndicatorViewProps } from './use-indicator-view';
import '~/i18n/namespaces/indicators';

/** /embed/indicators/{id}: the chart alone (the view in its address), for other sites' iframes. The page's island. */
export function IndicatorEmbed({ indicator, publisher }: IndicatorViewProps) {
  const { t } = useTranslation('indicators');
  const { l, locale, year } = useLocale();
  const format = useValueFormat(indicator);
  const { view } = useIndicatorView(indicator);
  const { years, lines } = linesOf(indicator, view);
  const query = toParams(view, indicator).toString();
  const page =
    absolute(site.url, localize(paths.indicator(indicator.id), locale)) + (query ? `?${query}` : '');
  const name = l(indicator.name) + (view.group ? ` (${t(`groups.${view.group}`)})` : '');
  return (
    <figure className="space-y-4 p-4">
      <figcaption className="font-semibold">{t('chart.title', { name })}</figcaption>
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
      <p className="text-xs text-muted-foreground">
        <a
          href={page}
          target="_blank"
          rel="noopener"
          className="text-primary underline-offset-4 hover:underline"
        >
          {t('embed.source', {
            publisher: l(publisher),
            site: l(site.name),
          })}
        </a>
      </p>
    </figure>
  );
}
