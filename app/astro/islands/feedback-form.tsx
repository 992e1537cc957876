import Island from '~/islands/feedback-form';
import { pagePart } from '../page-part';

export default pagePart(Island);
