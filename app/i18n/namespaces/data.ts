import ar from '../locales/ar/data.json';
import en from '../locales/en/data.json';
import { addNamespace } from '..';

/** The data pages' texts, in the code of what shows them rather than of every page. */
addNamespace('data', { en, ar });
