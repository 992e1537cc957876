import { useLocale } from '~/i18n/use-locale';
import { useValueFormat } from '~/lib/use-value-format';
import { linesOf } from '../lib/view';
import { IndicatorShare } from './indicator-share';
import { useDrawnName, useIndicatorView, type IndicatorViewProps } from './use-indicator-view';
import { ValuesTable } from './values-table';
import { useTexts } from '~/i18n';
import indicatorsTexts from '~/i18n/namespaces/indicators';

/** The figures of the view in the address as a table, and their downloads, citation and embed code. */
export function IndicatorData({ indicator, publisher }: IndicatorViewProps) {
  const { t } = useTexts(indicatorsTexts);
  const { l, year } = useLocale();
  const format = useValueFormat(indicator);
  const { view } = useIndicatorView(indicator);
  const { years, lines } = linesOf(indicator, view);
  const name = useDrawnName(indicator, view);
  return (
    <>
      <ValuesTable
        caption={t('table.caption', {
          name,
          unit: l(indicator.unit),
          from: year(view.from),
          to: year(view.to),
        })}
        years={years}
        lines={lines}
        format={format.plain}
      />
      <IndicatorShare indicator={indicator} publisher={publisher} view={view} years={years} lines={lines} />
    </>
  );
}
