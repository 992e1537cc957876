import Island from '~/islands/catalogue-search';
import { pagePart } from '../page-part';

export default pagePart(Island);
