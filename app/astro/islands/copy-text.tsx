import Island from '~/islands/copy-text';
import { pagePart } from '../page-part';

export default pagePart(Island);
