import ar from '../locales/ar/api.json';
import en from '../locales/en/api.json';
import type { Texts } from '..';

/** The `api` namespace: a component that shows its texts names it in `useTexts` (~/i18n). */
export default { name: 'api', en, ar } satisfies Texts;
