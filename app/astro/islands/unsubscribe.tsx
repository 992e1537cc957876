import Island from '~/islands/unsubscribe';
import { pagePart } from '../page-part';

export default pagePart(Island);
