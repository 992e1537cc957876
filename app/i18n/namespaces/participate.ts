import ar from '../locales/ar/participate.json';
import en from '../locales/en/participate.json';
import type { Texts } from '..';

/** The `participate` namespace: a component that shows its texts names it in `useTexts` (~/i18n). */
export default { name: 'participate', en, ar } satisfies Texts;
