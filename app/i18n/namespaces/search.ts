import ar from '../locales/ar/search.json';
import en from '../locales/en/search.json';
import { addNamespace } from '..';

/** The search's texts, in the code of what shows them rather than of every page. */
addNamespace('search', { en, ar });
