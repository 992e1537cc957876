import { PageSearchButton } from '~/components/search/page-search-button';
import { pagePart } from '~/components/page/page-part';

export default pagePart(PageSearchButton);
