import ar from '~/i18n/locales/ar/search.json';
import en from '~/i18n/locales/en/search.json';
import { addNamespace } from '~/i18n';

/** The search's texts, added by the modules that show it (the dialog, the results page), not to every page. */
addNamespace('search', { en, ar });
