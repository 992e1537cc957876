import { CatalogueResults } from '~/features/catalogue/components/catalogue-results';
import { pagePart } from '~/components/page/page-part';

export default pagePart(CatalogueResults);
