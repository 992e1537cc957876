import Island from '~/islands/data-request-form';
import { pagePart } from '../page-part';

export default pagePart(Island);
