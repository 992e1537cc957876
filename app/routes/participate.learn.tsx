import { learnData } from '~/features/help/lib/learn-data';
import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import { publishedCatalogue } from '@core/catalogue/published';
import '~/i18n/namespaces/help';

/** Runs when the page is prerendered: the licences the datasets carry and the example citation's dataset. */
export async function loader() {
  return learnData((await publishedCatalogue()).all);
}

/** The Learning Centre's meta tags (its page is app/pages/[...lang]/participate/learn.astro). */
export const meta = () =>
  pageMeta(i18next.t('help:learn.metaTitle'), i18next.t('help:learn.metaDescription'));
