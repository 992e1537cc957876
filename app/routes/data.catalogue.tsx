import { cataloguePage } from '@content/datasets';
import { PAGE_SIZE } from '~/features/catalogue/components/use-catalogue-results';
import { publishedCatalogue } from '@core/catalogue/published';
import { IN_PAGE_LIMIT } from '@core/catalogue/provider';
import { pageMeta, text } from '~/lib/meta';

/** The Data Catalogue's meta tags and data; its page is app/pages/[...lang]/data/catalogue.astro. */
export const meta = () => pageMeta(text(cataloguePage.title), text(cataloguePage.description));

/** Runs when the page is built: the catalogue as the data build published it. */
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
