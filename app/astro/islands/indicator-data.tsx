import Island from '~/islands/indicator-data';
import { pagePart } from '../page-part';

export default pagePart(Island);
