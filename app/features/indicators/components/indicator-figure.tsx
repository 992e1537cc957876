import { Card } from '~/components/ui/card';
import { useLocale } from '~/i18n/use-locale';
import { DrawnChart } from './drawn-chart';
import { useIndicatorView, type IndicatorViewProps } from './use-indicator-view';
import { useTexts } from '~/i18n';
import indicatorsTexts from '~/i18n/namespaces/indicators';

/** The chart of the view in the address (and, for an address it could not use, what was set aside). */
export function IndicatorFigure({ indicator }: IndicatorViewProps) {
  const { t } = useTexts(indicatorsTexts);
  const { locale } = useLocale();
  const { view, invalid } = useIndicatorView(indicator);
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
        <DrawnChart indicator={indicator} view={view} captionId="chart-title" />
      </Card>
    </>
  );
}
