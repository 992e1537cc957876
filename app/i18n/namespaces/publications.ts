import ar from '../locales/ar/publications.json';
import en from '../locales/en/publications.json';
import type { Texts } from '..';

/** The `publications` namespace: a component that shows its texts names it in `useTexts` (~/i18n). */
export default { name: 'publications', en, ar } satisfies Texts;
