import Island from '~/islands/newsletter-form';
import { pagePart } from '../page-part';

export default pagePart(Island);
