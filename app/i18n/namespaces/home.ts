import ar from '../locales/ar/home.json';
import en from '../locales/en/home.json';
import { addNamespace } from '..';

/** The home page's texts, in the code of what shows them rather than of every page. */
addNamespace('home', { en, ar });
