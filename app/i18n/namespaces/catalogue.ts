import ar from '../locales/ar/catalogue.json';
import en from '../locales/en/catalogue.json';
import type { Texts } from '..';

/** The `catalogue` namespace: a component that shows its texts names it in `useTexts` (~/i18n). */
export default { name: 'catalogue', en, ar } satisfies Texts;
