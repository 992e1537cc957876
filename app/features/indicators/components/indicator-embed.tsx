import { site } from '@content/site';
import { absolute, localize, paths } from '@core/paths';
import { useLocale } from '~/i18n/use-locale';
import { toParams } from '../lib/view';
import { DrawnChart } from './drawn-chart';
import { useIndicatorView, type IndicatorViewProps } from './use-indicator-view';
import { useTexts } from '~/i18n';
import indicatorsTexts from '~/i18n/namespaces/indicators';

/** /embed/indicators/{id}: the chart alone (the view in its address), for other sites' iframes. The page's island. */
export function IndicatorEmbed({ indicator, publisher }: IndicatorViewProps) {
  const { t } = useTexts(indicatorsTexts);
  const { l, locale } = useLocale();
  const { view } = useIndicatorView(indicator);
  const query = toParams(view, indicator).toString();
  const page =
    absolute(site.url, localize(paths.indicator(indicator.id), locale)) + (query ? `?${query}` : '');
  return (
    <figure className="space-y-4 p-4">
      <DrawnChart indicator={indicator} view={view} />
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
