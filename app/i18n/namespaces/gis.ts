import ar from '../locales/ar/gis.json';
import en from '../locales/en/gis.json';
import type { Texts } from '..';

/** The `gis` namespace: a component that shows its texts names it in `useTexts` (~/i18n). */
export default { name: 'gis', en, ar } satisfies Texts;
