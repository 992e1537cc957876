import Island from '~/islands/indicator-figure';
import { pagePart } from '../page-part';

export default pagePart(Island);
