/** A JSON-LD block's text, with `<` escaped so no value can close its element. */
export const jsonLd = (value: object) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The document's title: the page's, then the site's name (the home page's is the site's name alone). */
export const documentTitle = (title: string, siteName: string) =>
  title === siteName ? siteName : `${title} | ${siteName}`;
