/**
 * Every address of the portal in one table. English pages live at the spec's paths, Arabic pages at the same
 * paths under /ar; `localize` and `unlocalize` move between the two. Links, the sitemap, DCAT IRIs, JSON-LD ids
 * and the API's URLs are all built from here.
 */
export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];

const ARABIC = /^\/ar(\/|$|\?|#)/;

/** The language of an address: Arabic under /ar, English elsewhere. */
export function languageOf(pathname: string): Language {
  return ARABIC.test(pathname) ? 'ar' : 'en';
}

/** The address of `path` (an English, site-relative path such as /data/catalogue) in `lang`. */
export function localize(path: string, lang: Language): string {
  if (lang === 'en' || !path.startsWith('/') || ARABIC.test(path)) return path;
  return path === '/' ? '/ar' : /^\/[?#]/.test(path) ? `/ar${path.slice(1)}` : `/ar${path}`;
}

/** The English path of an address in either language: /ar/data → /data, /ar → /. */
export function unlocalize(pathname: string): string {
  return languageOf(pathname) === 'ar' ? pathname.slice(3) || '/' : pathname;
}

const segment = (value: string) => encodeURIComponent(value);

/** The portal's pages and files, as English site-relative paths (`localize` them for Arabic). */
export const paths = {
  catalogue: () => '/data/catalogue',
  dataset: (slug: string) => `/data/catalogue/${segment(slug)}`,
  domain: (id: string) => `/data/${segment(id)}`,
  indicator: (id: string) => `/data/indicators/${segment(id)}`,
  /** The indicator's chart alone, for other sites' iframes. */
  indicatorEmbed: (id: string) => `/embed/indicators/${segment(id)}`,
  governorate: (id: string) => `/about/governorates/${segment(id)}`,
  sdg: () => '/data/sdg',
  cpi: () => '/data/cpi',
  story: (id: string) => `/publications/stories/${segment(id)}`,
  /** The results page of the portal search. */
  search: () => '/search',
  /** The feedback form, with the page it is about filled in when given. */
  feedback: (about?: string) =>
    about ? `/participate/feedback?page=${encodeURIComponent(about)}` : '/participate/feedback',
  download: (slug: string, fileName: string) => `/downloads/${segment(slug)}/${segment(fileName)}`,
  publicationPdf: (kind: 'publications' | 'reports', id: string, lang: string) =>
    `/downloads/${kind}/${segment(id)}.${lang}.pdf`,
  gisLayer: (name: string) => `/gis/${segment(name)}.geojson`,
  apiAction: (action: string) => `/api/3/action/${segment(action)}`,
};

/** An absolute address: `origin` (https://host[:port], no path) followed by a site-relative path. */
export const absolute = (origin: string, path: string) => `${origin}${path}`;
