import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { cataloguePage } from '@content/datasets';
import { CataloguePage } from '~/features/catalogue/components/catalogue-page';
import { PAGE_SIZE } from '~/features/catalogue/components/use-catalogue-results';
import { publishedCatalogue } from '@core/catalogue/published';
import { IN_PAGE_LIMIT } from '@core/catalogue/provider';
import { pageMeta, text } from '~/lib/meta';
import { islandsPage } from '~/components/islands/island';
import type { Route } from './+types/data.catalogue';

export const meta = () => pageMeta(text(cataloguePage.title), text(cataloguePage.description));

/** Runs when the page is prerendered: the catalogue as the data build published it. */
export async function loader() {
  const datasets = (await publishedCatalogue()).summaries();
  return {
    total: datasets.length,
    stats: {
      datasets: datasets.length,
      downloads: datasets.reduce((sum, d) => sum + d.downloads, 0),
      latest: datasets.reduce((latest, d) => (d.modified > latest ? d.modified : latest), ''),
    },
    // Searched in the browser (its list fetched when first needed: the page does not carry it) or by the API
    inPage: datasets.length <= IN_PAGE_LIMIT,
    // The unfiltered first page (catalogue order), shown at once without the list or the API
    firstPage: datasets.slice(0, PAGE_SIZE),
  };
}

/** Static but for its search and its results (islands): in the browser only they, the header and the feedback line run. */
export const handle = islandsPage;

/**
 * Reached inside the app (React Router): the catalogue's data does not change with the query string (the search
 * runs in the page or through the API): typing and filtering must not refetch it.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function DataCataloguePage({ loaderData }: Route.ComponentProps) {
  return (
    <CataloguePage
      inPage={loaderData.inPage}
      firstPage={loaderData.firstPage}
      total={loaderData.total}
      stats={loaderData.stats}
    />
  );
}
