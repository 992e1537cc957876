import Island from '~/islands/economy-view';
import { pagePart } from '../page-part';

export default pagePart(Island);
