import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { languages, type Language } from '@core/paths';

export { languages, type Language } from '@core/paths';
export const defaultLanguage: Language = 'en';

/**
 * Every app/i18n/locales/<lang>/<namespace>.json is a namespace. Only `common` (header, footer, shared words) is in
 * every page's code; a page's own namespaces are added by the modules that use them (an import of
 * app/i18n/namespaces/<namespace>), so they travel in those modules' chunks.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/common.json', {
  eager: true,
});

export const resources: Resource = {};
for (const [path, mod] of Object.entries(files)) {
  const [, lang, ns] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!lang || !ns) continue;
  (resources[lang] ??= {})[ns] = mod.default;
}

void i18next.use(initReactI18next).init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  resources,
  ns: Object.keys(resources[defaultLanguage] ?? {}),
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

/**
 * Makes `lang` the active language before a page renders. Resources are bundled, so this is synchronous: the
 * prerender of each page, its meta tags and the client's first render all read the same language.
 */
export function setLanguage(lang: Language) {
  if (i18next.language !== lang) void i18next.changeLanguage(lang);
}

/** Where the reader's chosen language is kept. */
export const LANGUAGE_KEY = 'hail-lang';

export function rememberLanguage(lang: Language) {
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // Storage can be unavailable (private modes, blocked cookies): the choice is then simply not remembered.
  }
}

/**
 * Runs in <head> of the English home page only, before it paints: a reader who chose Arabic and comes back to
 * the bare address gets the Arabic home. Crawlers and every deep link keep the language of their address.
 */
export const languageRedirectScript = `try{if(localStorage.getItem('${LANGUAGE_KEY}')==='ar')location.replace('/ar'+location.search+location.hash)}catch(e){}`;

export default i18next;

/** Adds a page's own namespace (both languages) before the page renders: call it at the top of its route module. */
export function addNamespace(ns: string, bundles: Record<Language, Record<string, unknown>>) {
  for (const lang of languages) {
    if (!i18next.hasResourceBundle(lang, ns)) i18next.addResourceBundle(lang, ns, bundles[lang], true, true);
  }
}
