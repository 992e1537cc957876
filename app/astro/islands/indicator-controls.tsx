import Island from '~/islands/indicator-controls';
import { pagePart } from '../page-part';

export default pagePart(Island);
