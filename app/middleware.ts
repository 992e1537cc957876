import { defineMiddleware } from 'astro:middleware';
import { addTexts, pick, translations, type Language, type Texts } from '~/i18n';

const all = Object.values(
  import.meta.glob<Texts>('./i18n/namespaces/*.ts', { eager: true, import: 'default' }),
);

/**
 * Every page's language and translations, from its address (Astro's i18n: English unprefixed, Arabic under /ar):
 * `Astro.locals.lang`, `dir`, `t` (every namespace: `t('about:meta.title')`), `l` (a bilingual content field) and
 * `path` (the address without a closing slash). Prerendered pages get them at build time, pages rendered on demand
 * per request; each language has one set of translations, which nothing switches to another language.
 */
export const onRequest = defineMiddleware((context, next) => {
  const lang = (context.currentLocale ?? 'en') as Language;
  const i18n = translations(lang);
  addTexts(i18n, all);
  context.locals.lang = lang;
  context.locals.dir = i18n.dir(lang);
  context.locals.t = i18n.t;
  context.locals.l = (field) => pick(field, lang);
  context.locals.path = context.url.pathname.replace(/(.)\/+$/, '$1');
  return next();
});
