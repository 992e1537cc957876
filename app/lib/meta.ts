import type { Localized } from '@content/schema';
import { site } from '@content/site';
import i18next from '~/i18n';

/** The active language's text of a content field, for `meta` functions (components use useLocale().l). */
export function text(field: Localized) {
  return field[i18next.language as keyof Localized] ?? field.en;
}

/** Title and description for a route's `meta` export. */
export function pageMeta(title: string, description: string) {
  const name = text(site.name);
  return [
    { title: title === name ? name : `${title} | ${name}` },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: name },
  ];
}

/** The 404 page's meta, also used by pages whose id is unknown (/data/{unknown}). */
export function notFoundMeta() {
  return [
    ...pageMeta(i18next.t('notFound.metaTitle'), i18next.t('notFound.title')),
    { name: 'robots', content: 'noindex' },
  ];
}
