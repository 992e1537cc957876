import { defineMiddleware, sequence } from 'astro:middleware';
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
const language = defineMiddleware((context, next) => {
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

/**
 * A page rendered on demand answers with the status the server gave it and the headers that win over the page's
 * own (`Astro.locals.status`, `headers`: server/on-demand.ts), such as the staff inbox's script-free policy.
 */
const serverSays = defineMiddleware(async (context, next) => {
  const response = await next();
  const { status, headers } = context.locals;
  if (context.isPrerendered || (!status && !headers)) return response;
  // A page that failed (the error screen, 500) or was not found keeps its own status
  const answer = new Response(response.body, {
    status: status && response.status === 200 ? status : response.status,
    headers: new Headers(response.headers),
  });
  if (answer.headers.get('Content-Type') === 'text/html')
    answer.headers.set('Content-Type', 'text/html; charset=utf-8');
  for (const [name, value] of Object.entries(headers ?? {})) answer.headers.set(name, value);
  return answer;
});

export const onRequest = sequence(language, serverSays);
