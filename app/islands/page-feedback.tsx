import { PageFeedback } from '~/components/layout/page-feedback';
import { pagePart } from '~/components/page/page-part';

export default pagePart(PageFeedback);
