import { CatalogueResults } from '~/features/catalogue/components/catalogue-results';
import { pagePart } from '../page-part';

export default pagePart(CatalogueResults);
