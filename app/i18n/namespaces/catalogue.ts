import ar from '../locales/ar/catalogue.json';
import en from '../locales/en/catalogue.json';
import { addNamespace } from '..';

/** The catalogue's texts, in the code of what shows them rather than of every page. */
addNamespace('catalogue', { en, ar });
