import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const languages = ['en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Every app/i18n/locales/<lang>/<namespace>.json is a namespace; features add their own file. */
// Only English is served until the Arabic edition (issue 3) adds its routes; locales/ar is its groundwork.
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/en/*.json', { eager: true });

export const resources: Resource = {};
for (const [path, mod] of Object.entries(files)) {
  const [, lang, ns] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!lang || !ns) continue;
  (resources[lang] ??= {})[ns] = mod.default;
}

void i18next.use(initReactI18next).init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  resources,
  ns: Object.keys(resources[defaultLanguage] ?? {}),
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

export default i18next;
