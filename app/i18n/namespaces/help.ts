import ar from '../locales/ar/help.json';
import en from '../locales/en/help.json';
import type { Texts } from '..';

/** The `help` namespace: a component that shows its texts names it in `useTexts` (~/i18n). */
export default { name: 'help', en, ar } satisfies Texts;
