import ar from '../locales/ar/tools.json';
import en from '../locales/en/tools.json';
import type { Texts } from '..';

/** The `tools` namespace: a component that shows its texts names it in `useTexts` (~/i18n). */
export default { name: 'tools', en, ar } satisfies Texts;
