import Island from '~/islands/catalogue-results';
import { pagePart } from '../page-part';

export default pagePart(Island);
