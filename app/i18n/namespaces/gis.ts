import ar from '../locales/ar/gis.json';
import en from '../locales/en/gis.json';
import { addNamespace } from '..';

/** The GIS hub's texts, in the code of what shows them rather than of every page. */
addNamespace('gis', { en, ar });
