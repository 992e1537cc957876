import Island from '~/islands/domain-indicators';
import { pagePart } from '../page-part';

export default pagePart(Island);
