import Island from '~/islands/economy-actions';
import { pagePart } from '../page-part';

export default pagePart(Island);
