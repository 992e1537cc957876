import Island from '~/islands/regional-map';
import { pagePart } from '../page-part';

export default pagePart(Island);
