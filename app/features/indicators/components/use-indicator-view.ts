import type { Indicator } from '@core/indicators/schema';
import type { Localized } from '@core/schema';
import { useLocale } from '~/i18n/use-locale';
import { useQueryParamsOnceRunning } from '~/lib/address';
import { parseView, toParams, type View } from '../lib/view';
import { useTexts } from '~/i18n';
import indicatorsTexts from '~/i18n/namespaces/indicators';

/**
 * An indicator page's interactive parts (the controls, the figure, the data), each given the indicator and its
 * publisher: on the page they are three islands (./indicator-page.tsx), each reading the view from the address.
 */
export type IndicatorViewProps = { indicator: Indicator; publisher: Localized };

/** The view in the address (a shared link reopens it); the prerendered page shows the default. */
export function useIndicatorView(indicator: Pick<Indicator, 'series'>) {
  const { params, setParams } = useQueryParamsOnceRunning();
  const { view, invalid } = parseView(params, indicator);
  return { view, invalid, write: (next: View) => setParams(toParams(next, indicator), true) };
}

/** What is drawn, for captions: the name, with its breakdown when one is chosen. */
export function useDrawnName(indicator: Indicator, view: View) {
  const { t } = useTexts(indicatorsTexts);
  const { l } = useLocale();
  return l(indicator.name) + (view.group ? ` (${t(`groups.${view.group}`)})` : '');
}
