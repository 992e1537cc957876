import type { AstroGlobal } from 'astro';
import { languageOf } from '@core/paths';
import { setLanguage } from '~/i18n';

/**
 * A page in both languages: English at its path, Arabic under /ar (the `[...lang]` folder of app/pages); with
 * `pages`, each of a route's pages (its other parameters; a rest parameter left undefined is the folder's own
 * address) in both.
 */
export const bothLanguages = <Params extends Record<string, string | undefined>>(
  pages: Params[] = [{} as Params],
) =>
  pages.flatMap((params) => [
    { params: { ...params, lang: undefined } },
    { params: { ...params, lang: 'ar' } },
  ]);

/**
 * The page's address without a closing slash, and its language, made the active one before anything of the
 * page is rendered (its meta tags, its React parts).
 */
export function pageAddress(astro: Pick<AstroGlobal, 'url'>) {
  const path = astro.url.pathname.replace(/(.)\/+$/, '$1');
  const lang = languageOf(path);
  setLanguage(lang);
  return { path, lang };
}
