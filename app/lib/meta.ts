import { site } from '@content/site';
import i18next from '~/i18n';

/** Title and description for a route's `meta` export. */
export function pageMeta(title: string, description: string) {
  const name = site.name[i18next.language as 'en'] ?? site.name.en;
  return [
    { title: title === name ? name : `${title} | ${name}` },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: name },
  ];
}
