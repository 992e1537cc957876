import Island from '~/islands/api-copy';
import { pagePart } from '../page-part';

export default pagePart(Island);
