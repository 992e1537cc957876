import Island from '~/islands/indicator-embed';
import { pagePart } from '../page-part';

export default pagePart(Island);
