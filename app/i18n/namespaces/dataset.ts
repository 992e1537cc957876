import ar from '../locales/ar/dataset.json';
import en from '../locales/en/dataset.json';
import type { Texts } from '..';

/** The `dataset` namespace: a component that shows its texts names it in `useTexts` (~/i18n). */
export default { name: 'dataset', en, ar } satisfies Texts;
