import ar from '../locales/ar/help.json';
import en from '../locales/en/help.json';
import { addNamespace } from '..';

/** The help pages' texts, in the code of what shows them rather than of every page. */
addNamespace('help', { en, ar });
