import { CatalogueSearch } from '~/features/catalogue/components/catalogue-search';
import { pagePart } from '~/components/page/page-part';

export default pagePart(CatalogueSearch);
