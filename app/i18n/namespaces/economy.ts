import ar from '../locales/ar/economy.json';
import en from '../locales/en/economy.json';
import { addNamespace } from '..';

/** The economy dashboard's texts, in the code of what shows them rather than of every page. */
addNamespace('economy', { en, ar });
