import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { cataloguePage } from '@content/datasets';
import { CataloguePage } from '~/features/catalogue/components/catalogue-page';
import { PAGE_SIZE } from '~/features/catalogue/components/use-catalogue-results';
import { publishedCatalogue } from '@core/catalogue/published';
import { pageMeta, text } from '~/lib/meta';
import type { Route } from './+types/data.catalogue';

/** Up to this many datasets travel with the page and are filtered in the browser; beyond, the server searches. */
const IN_PAGE_LIMIT = 500;

export const meta = () => pageMeta(text(cataloguePage.title), text(cataloguePage.description));

/** Runs when the page is prerendered: the catalogue as the data build published it. */
export async function loader() {
  const datasets = (await publishedCatalogue()).summaries();
  const small = datasets.length <= IN_PAGE_LIMIT;
  return {
    total: datasets.length,
    stats: {
      datasets: datasets.length,
      downloads: datasets.reduce((sum, d) => sum + d.downloads, 0),
      latest: datasets.reduce((latest, d) => (d.modified > latest ? d.modified : latest), ''),
    },
    datasets: small ? datasets : null,
    // The unfiltered first page (catalogue order), shown at once without indexing the catalogue in the browser
    firstPage: datasets.slice(0, PAGE_SIZE),
  };
}

/**
 * The catalogue's data does not change with the query string (the search runs in the page or through the API):
 * typing and filtering must not refetch it.
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
      datasets={loaderData.datasets}
      firstPage={loaderData.firstPage}
      total={loaderData.total}
      stats={loaderData.stats}
    />
  );
}
