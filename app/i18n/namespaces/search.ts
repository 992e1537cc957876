import ar from '../locales/ar/search.json';
import en from '../locales/en/search.json';
import type { Texts } from '..';

/** The `search` namespace: a component that shows its texts names it in `useTexts` (~/i18n). */
export default { name: 'search', en, ar } satisfies Texts;
