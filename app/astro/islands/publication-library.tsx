import Island from '~/islands/publication-library';
import { pagePart } from '../page-part';

export default pagePart(Island);
