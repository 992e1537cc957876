import ar from '../locales/ar/home.json';
import en from '../locales/en/home.json';
import type { Texts } from '..';

/** The `home` namespace: a component that shows its texts names it in `useTexts` (~/i18n). */
export default { name: 'home', en, ar } satisfies Texts;
