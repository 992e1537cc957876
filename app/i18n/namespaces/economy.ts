import ar from '../locales/ar/economy.json';
import en from '../locales/en/economy.json';
import type { Texts } from '..';

/** The `economy` namespace: a component that shows its texts names it in `useTexts` (~/i18n). */
export default { name: 'economy', en, ar } satisfies Texts;
