import ar from '../locales/ar/copy.json';
import en from '../locales/en/copy.json';
import type { Texts } from '..';

/** The `copy` namespace: a component that shows its texts names it in `useTexts` (~/i18n). */
export default { name: 'copy', en, ar } satisfies Texts;
