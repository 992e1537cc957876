/**
 * A prerendered page in both languages: English at its path, Arabic under /ar (the `[...lang]` folder of
 * app/pages); with `pages`, each of a route's pages (its other parameters and the props its page renders) in both.
 */
export const bothLanguages = <Params extends Record<string, string | undefined>, Props = undefined>(
  pages: { params: Params; props?: Props }[] = [{ params: {} as Params }],
) =>
  pages.flatMap(({ params, props }) => [
    { params: { ...params, lang: undefined }, props: props as Props },
    { params: { ...params, lang: 'ar' }, props: props as Props },
  ]);
