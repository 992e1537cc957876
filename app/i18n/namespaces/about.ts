import ar from '../locales/ar/about.json';
import en from '../locales/en/about.json';
import { addNamespace } from '..';

/** The about pages' texts, in the code of what shows them rather than of every page. */
addNamespace('about', { en, ar });
