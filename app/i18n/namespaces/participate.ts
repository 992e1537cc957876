import ar from '../locales/ar/participate.json';
import en from '../locales/en/participate.json';
import { addNamespace } from '..';

/** The participation pages' texts, in the code of what shows them rather than of every page. */
addNamespace('participate', { en, ar });
