import Island from '~/islands/gis-hub';
import { pagePart } from '../page-part';

export default pagePart(Island);
