import Island from '~/islands/events-list';
import { pagePart } from '../page-part';

export default pagePart(Island);
