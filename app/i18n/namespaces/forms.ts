import ar from '../locales/ar/forms.json';
import en from '../locales/en/forms.json';
import { addNamespace } from '..';

/** The participation forms' texts, in the code of what shows them rather than of every page. */
addNamespace('forms', { en, ar });
