import ar from '../locales/ar/forms.json';
import en from '../locales/en/forms.json';
import type { Texts } from '..';

/** The `forms` namespace: a component that shows its texts names it in `useTexts` (~/i18n). */
export default { name: 'forms', en, ar } satisfies Texts;
