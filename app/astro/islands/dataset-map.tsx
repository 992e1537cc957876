import Island from '~/islands/dataset-map';
import { pagePart } from '../page-part';

export default pagePart(Island);
