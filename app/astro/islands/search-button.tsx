import { PageSearchButton } from '~/components/search/page-search-button';
import { pagePart } from '../page-part';

export default pagePart(PageSearchButton);
