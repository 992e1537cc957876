import Island from '~/islands/search-button';
import { pagePart } from '../page-part';

export default pagePart(Island);
