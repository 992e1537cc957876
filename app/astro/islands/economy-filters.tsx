import Island from '~/islands/economy-filters';
import { pagePart } from '../page-part';

export default pagePart(Island);
