import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';
import type { Localized } from '@content/schema';
import { languages, type Language } from '@core/paths';
import commonAr from './locales/ar/common.json';
import commonEn from './locales/en/common.json';

export type { Language } from '@core/paths';
export const defaultLanguage: Language = 'en';

/**
 * A namespace of app/i18n/locales but `common`: its name and its texts in each language. Each is the default export
 * of its own module (./namespaces/<name>.ts), named by the components that show its texts (`useTexts`), so it
 * travels in their code only.
 */
export type Texts = { name: string; en: object; ar: object };

const instances = new Map<Language, I18n>();

/**
 * The translations of one language: one i18next instance per language, made on first use and never switched to
 * another language. A page's frontmatter reads it as `Astro.locals.t` (app/middleware.ts); its React parts read it
 * from the provider that `pagePart` puts around them (~/components/page/page-part). Only `common` (header, footer,
 * shared words) is in it from the start; a component adds its own namespaces with `useTexts`.
 */
export function translations(lang: Language): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: lang,
      fallbackLng: defaultLanguage,
      supportedLngs: [...languages],
      resources: { en: { common: commonEn }, ar: { common: commonAr } },
      ns: ['common'],
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
      // A key its namespace lacks, or a namespace its component did not name in useTexts(): the build stops on
      // it (a page would show the key), and the browser says it in the console (e2e/fixtures.ts fails the test).
      // A text looked up with its own fallback (`defaultValue`: a data value that may have a translation) is not.
      saveMissing: true,
      missingKeyHandler: (_lngs, ns, key, _fallback, _update, options: { defaultValue?: unknown }) => {
        if (options?.defaultValue === undefined) missingText(lang, ns, key);
      },
    });
    instances.set(lang, instance);
  }
  return instance;
}

function missingText(lang: Language, ns: string, key: string) {
  const message = `i18next: missing text ${ns}:${key} (${lang})`;
  if (import.meta.env.SSR) throw new Error(message);
  console.error(message);
}

/** Adds namespaces (both languages: English is the fallback) to an instance that lacks them. */
export function addTexts(instance: I18n, namespaces: readonly Texts[]) {
  for (const ns of namespaces)
    for (const lang of languages)
      if (!instance.hasResourceBundle(lang, ns.name)) instance.addResourceBundle(lang, ns.name, ns[lang]);
}

/**
 * `t` over the namespaces a component names (`useTexts(gisTexts, formsTexts)`: keys without a prefix are the first
 * one's), added to its language's translations if they are not there yet; with none, the shared `common` words.
 * The namespaces are values the component imports (./namespaces/<name>.ts), so its code carries the texts it shows.
 * An instance never changes its language and its texts are added before they are read, so `t` is i18next's own
 * `getFixedT`, made once per instance and namespace (what react-i18next's `useTranslation` would give, without
 * the copy of the instance it makes for each component: on the server, a few milliseconds of each catalogue page).
 */
export function useTexts(...namespaces: Texts[]) {
  const i18n = useInstance();
  addTexts(i18n, namespaces);
  return { t: fixedT(i18n, namespaces[0]?.name ?? 'common'), i18n };
}

const fixed = new WeakMap<I18n, Map<string, TFunction>>();

function fixedT(i18n: I18n, ns: string) {
  let byNamespace = fixed.get(i18n);
  if (!byNamespace) fixed.set(i18n, (byNamespace = new Map()));
  let t = byNamespace.get(ns);
  if (!t) byNamespace.set(ns, (t = i18n.getFixedT(null, ns)));
  return t;
}

/** The instance of the provider around a React part (`pagePart`), from its context. */
function useInstance() {
  const context = useContext(I18nContext);
  if (!context) throw new Error('A React part is rendered outside its translations (pagePart).');
  return context.i18n;
}

/** The language a React part is rendered in (its translations' own). */
export const useLanguage = () => useInstance().language as Language;

/** A bilingual content field in `lang` (English where it has no text in that language). */
export const pick = (field: Localized, lang: Language) => field[lang] ?? field.en;

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
