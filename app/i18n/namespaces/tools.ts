import ar from '../locales/ar/tools.json';
import en from '../locales/en/tools.json';
import { addNamespace } from '..';

/** The tools pages' texts, in the code of what shows them rather than of every page. */
addNamespace('tools', { en, ar });
