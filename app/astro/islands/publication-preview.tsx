import Island from '~/islands/publication-preview';
import { pagePart } from '../page-part';

export default pagePart(Island);
