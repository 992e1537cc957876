/**
 * A page's meta tags, as `pageMeta()` and the pages' `meta` functions write them: its title, `name`/`property`
 * meta tags, and JSON-LD blocks (`script:ld+json`, written with `<` escaped so no text can close the element).
 */
export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { 'script:ld+json': object };

export const jsonLd = (value: object) => JSON.stringify(value).replaceAll('<', '\\u003c');
