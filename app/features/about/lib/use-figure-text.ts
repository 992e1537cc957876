import type { Figure } from '@content/about';
import { useLocale } from '~/i18n/use-locale';
import { figureText } from './figure';
import { useTexts } from '~/i18n';
import aboutTexts from '~/i18n/namespaces/about';

/** figureText with the active locale's formatters. */
export function useFigureText() {
  const { t } = useTexts(aboutTexts);
  const { number, percent } = useLocale();
  return (figure: Pick<Figure, 'value' | 'unit' | 'plus'>) =>
    figureText(figure, {
      number: (v) => number(v),
      percent: (v) => percent(v),
      km2: (value) => t('units.km2', { value }),
      plus: (value) => t('units.plus', { value }),
    });
}
