import Island from '~/islands/share-button';
import { pagePart } from '../page-part';

export default pagePart(Island);
