import ar from '../locales/ar/data.json';
import en from '../locales/en/data.json';
import type { Texts } from '..';

/** The `data` namespace: a component that shows its texts names it in `useTexts` (~/i18n). */
export default { name: 'data', en, ar } satisfies Texts;
