import { PageFeedback } from '~/components/layout/page-feedback';
import { pagePart } from '../page-part';

export default pagePart(PageFeedback);
