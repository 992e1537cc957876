import ar from '../locales/ar/indicators.json';
import en from '../locales/en/indicators.json';
import type { Texts } from '..';

/** The `indicators` namespace: a component that shows its texts names it in `useTexts` (~/i18n). */
export default { name: 'indicators', en, ar } satisfies Texts;
