import { cataloguePage } from '@content/datasets';
import { CataloguePage } from '~/features/catalogue/components/catalogue-page';
import { pageMeta, text } from '~/lib/meta';

export const meta = () => pageMeta(text(cataloguePage.title), text(cataloguePage.description));

export default function DataCataloguePage() {
  return <CataloguePage />;
}
