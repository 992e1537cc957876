import type { Config } from '@react-router/dev/config';

export default {
  ssr: false,
  // BUILD_DIR builds elsewhere (the catalogue benchmark's 50,000-dataset build); build/ by default.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // Every known page, in English and under /ar in Arabic, is written to build/client/<path>/index.html with its
  // content, then hydrates.
  async prerender({ getStaticPaths }) {
    const { domains } = await import('./content/domains.ts');
    const { stories } = await import('./content/stories.ts');
    const { governorates } = await import('./content/governorates.ts');
    const { languageOf, localize, paths } = await import('./core/paths.ts');
    // The data build has run: every published dataset and indicator has its page.
    const { publishedCatalogue } = await import('./core/catalogue/published.ts');
    const { publishedIndicators } = await import('./core/indicators/published.ts');
    const datasets = (await publishedCatalogue()).all;
    const indicators = await publishedIndicators();
    const english = [
      ...getStaticPaths().filter((p) => languageOf(p) === 'en'),
      // The 404 page, which the server sends (with status 404) for every unknown path.
      '/404',
      ...domains.map((d) => paths.domain(d.id)),
      ...stories.map((s) => paths.story(s.id)),
      ...governorates.map((g) => paths.governorate(g.id)),
      ...datasets.map((d) => paths.dataset(d.slug)),
      ...indicators.flatMap((i) => [paths.indicator(i.id), paths.indicatorEmbed(i.id)]),
    ];
    const arabic = english.map((p) => localize(p, 'ar'));
    // A domain whose page is a static route of its own (economy → the dashboard) is listed once.
    return [...new Set([...english, ...arabic])];
  },
} satisfies Config;
