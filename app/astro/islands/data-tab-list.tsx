import Island from '~/islands/data-tab-list';
import { pagePart } from '../page-part';

export default pagePart(Island);
