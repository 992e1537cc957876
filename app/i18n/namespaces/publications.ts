import ar from '../locales/ar/publications.json';
import en from '../locales/en/publications.json';
import { addNamespace } from '..';

/** The publications pages' texts, in the code of what shows them rather than of every page. */
addNamespace('publications', { en, ar });
