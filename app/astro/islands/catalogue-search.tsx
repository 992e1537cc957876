import { CatalogueSearch } from '~/features/catalogue/components/catalogue-search';
import { pagePart } from '../page-part';

export default pagePart(CatalogueSearch);
