import ar from '../locales/ar/indicators.json';
import en from '../locales/en/indicators.json';
import { addNamespace } from '..';

/** The indicator pages' texts, in the code of what shows them rather than of every page. */
addNamespace('indicators', { en, ar });
