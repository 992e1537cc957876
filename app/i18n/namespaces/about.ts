import ar from '../locales/ar/about.json';
import en from '../locales/en/about.json';
import type { Texts } from '..';

/** The `about` namespace: a component that shows its texts names it in `useTexts` (~/i18n). */
export default { name: 'about', en, ar } satisfies Texts;
