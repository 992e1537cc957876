import Island from '~/islands/page-feedback';
import { pagePart } from '../page-part';

export default pagePart(Island);
