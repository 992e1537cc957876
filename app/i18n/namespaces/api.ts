import ar from '../locales/ar/api.json';
import en from '../locales/en/api.json';
import { addNamespace } from '..';

/** The API page's texts, in the code of what shows them rather than of every page. */
addNamespace('api', { en, ar });
