import { SearchResults } from '~/components/search/search-results';
import { pagePart } from '../page-part';

export default pagePart(SearchResults);
