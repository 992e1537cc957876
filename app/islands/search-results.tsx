import { SearchResults } from '~/components/search/search-results';
import { pagePart } from '~/components/page/page-part';

export default pagePart(SearchResults);
