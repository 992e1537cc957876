/**
 * What a page module's `loader`, `meta` and component are called with (app/astro/route-page.astro): the page's
 * parameters, and what its `loader` read at build time.
 */
export type PageArgs<Params extends string = never> = { params: Record<Params, string> };
export type PageProps<
  Loader extends (...args: never[]) => unknown,
  Params extends string = never,
> = PageArgs<Params> & { loaderData: Awaited<ReturnType<Loader>> };
