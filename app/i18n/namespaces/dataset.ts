import ar from '../locales/ar/dataset.json';
import en from '../locales/en/dataset.json';
import { addNamespace } from '..';

/** The dataset pages' texts, in the code of what shows them rather than of every page. */
addNamespace('dataset', { en, ar });
