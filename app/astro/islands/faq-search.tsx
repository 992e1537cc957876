import Island from '~/islands/faq-search';
import { pagePart } from '../page-part';

export default pagePart(Island);
