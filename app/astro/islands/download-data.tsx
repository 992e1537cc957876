import Island from '~/islands/download-data';
import { pagePart } from '../page-part';

export default pagePart(Island);
