import Island from '~/islands/search-results';
import { pagePart } from '../page-part';

export default pagePart(Island);
